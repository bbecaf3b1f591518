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
  // DESIGN §6 local payment sandboxes: the hosted card field, its tokens and the 3-D Secure page (and the mailbox).
  'sandbox',
]);

/** True when `rest` (the path after /api, starting with '/') belongs to the public API surface. */
export function isPublicApiPath(rest: string): boolean {
  const segment = rest.split('/')[1] ?? '';
  return PUBLIC_API_SEGMENTS.has(segment);
}
