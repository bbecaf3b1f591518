/**
 * SPEC §7: the commerce API's public surface, by first path segment. The storefront proxies /api/{segment}/...
 * only for these; everything else under /api (the API's /docs, /health, anything new) answers 404, so internal
 * endpoints stay on the API's own port. A new public API area is added here, in this one place.
 */
export const PUBLIC_API_SEGMENTS: ReadonlySet<string> = new Set([
  'addresses',
  'carts',
  'orders',
  'products',
  'upsells',
  'recommendations',
  'reviews',
  'amazonpay',
  'braintree',
  'truemed',
  // DESIGN §6 local sandboxes: the hosted card field, its tokens, the 3-D Secure page and the mailbox (default mode only).
  'sandbox',
]);

/**
 * The storefront's own route handlers under /api (apps/web/src/app/api/...): served by this Next server, never proxied
 * to the commerce API. /api/revalidate is the operator's cache clear (needs OPERATOR_SECRET);
 * /api/attentive is SPEC §7's internal messaging hand-off (same-origin only).
 */
export const STOREFRONT_API_PATHS: ReadonlySet<string> = new Set(['/api/revalidate', '/api/attentive']);

/** True when `rest` (the path after /api, starting with '/') belongs to the public API surface. */
export function isPublicApiPath(rest: string): boolean {
  const segment = rest.split('/')[1] ?? '';
  return PUBLIC_API_SEGMENTS.has(segment);
}
