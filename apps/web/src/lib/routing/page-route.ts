import { resolveRoute } from '@store/core/routes';

/**
 * The app folders catalogue pages are rewritten into (app/[brand]/_listing and app/[brand]/_product). The shop's URLs
 * share one space (`/mattresses` is a list, `/mattress` a product, `/faq` a content page), which one catch-all route
 * could serve; but Next.js loads every client component a route imports on each of its pages, so a content page or a
 * list then loaded the product page's client code (17 KB of script). The kind is read from the path alone, by the
 * same rule the pages use (core resolveRoute), so the proxy needs no lookup.
 */
export const LISTING_FOLDER = '/_listing';
export const PRODUCT_FOLDER = '/_product';
/** Where a public path naming an internal folder goes: a path no page has, so the brand's 404 answers it. */
export const NO_PAGE = '/_';

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The path under /{brand} that serves a storefront page path: lists and size landing pages under `_listing`, product
 * pages under `_product`, anything else (home, content pages, fixed routes, unknown paths) as it is. A public path
 * whose first segment starts with `_` is no page (`/_listing/mattresses` would otherwise show a list at a second URL).
 */
export function pageRoutePath(pathname: string): string {
  const raw = pathname.split('/').slice(1);
  const segments = raw.map(decoded);
  if ((segments[0] ?? raw[0] ?? '').startsWith('_')) return NO_PAGE;
  if (pathname === '/' || segments.some((segment) => segment === null)) return pathname;
  switch (resolveRoute(segments as string[]).kind) {
    case 'listing':
    case 'size-landing':
      return `${LISTING_FOLDER}${pathname}`;
    case 'product':
      return `${PRODUCT_FOLDER}${pathname}`;
    case 'home':
    case 'not-found':
      return pathname;
  }
}
