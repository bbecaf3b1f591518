/**
 * SPEC §7: the commerce API's public surface, by first path segment. The storefront proxies /api/{segment}/...
 * only for these; everything else under /api (the API's /docs, /health, anything new) answers 404, so internal
 * endpoints stay on the API's own port. A new public API area is added here, in this one place.
 */
export const PUBLIC_API_SEGMENTS: ReadonlySet<string> = new Set([
  'carts',
  'orders',
  'products',
  'upsells',
  'recommendations',
  'reviews',
  'amazonpay',
  'braintree',
  'truemed',
  // The sandbox mailbox (issue 8): the API serves it only in the default mode, so in live mode this is its 404.
  'sandbox',
]);

/**
 * SPEC §7 internal endpoints the storefront answers itself (route handlers under src/app/api/), never proxied: they
 * accept only same-origin requests and call the API server-side.
 */
const STOREFRONT_API_ROUTES: ReadonlySet<string> = new Set(['/api/attentive']);

/** True when the path is one of the storefront's own /api route handlers. */
export function isStorefrontApiRoute(pathname: string): boolean {
  return STOREFRONT_API_ROUTES.has(pathname);
}

/** True when `rest` (the path after /api, starting with '/') belongs to the public API surface. */
export function isPublicApiPath(rest: string): boolean {
  const segment = rest.split('/')[1] ?? '';
  return PUBLIC_API_SEGMENTS.has(segment);
}
