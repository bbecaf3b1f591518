import { isAccountPage, isCheckoutPage, normalizePath } from './pages';

/** Product markers that keep a product's page out of the sitemap. */
export const SITEMAP_EXCLUDED_MARKERS = ['excluded-from-sitemap', 'no-own-page'] as const;

/** Bundle pages excluded from the sitemap ("Some bundle pages are excluded from the sitemap"). */
export const SITEMAP_EXCLUDED_SECTION = '/bundle-builder';

/**
 * Checkout pages, products marked excluded-from-sitemap or no-own-page, and /bundle-builder pages stay out of
 * the sitemap; so do the account pages (/login, /my-account: personal, noindex); everything else is in.
 */
export function isSitemapPath(path: string, markers: readonly string[]): boolean {
  if (isCheckoutPage(path) || isAccountPage(path)) return false;
  if (markers.some((marker) => (SITEMAP_EXCLUDED_MARKERS as readonly string[]).includes(marker))) return false;
  const normalized = normalizePath(path);
  return normalized !== SITEMAP_EXCLUDED_SECTION && !normalized.startsWith(`${SITEMAP_EXCLUDED_SECTION}/`);
}
