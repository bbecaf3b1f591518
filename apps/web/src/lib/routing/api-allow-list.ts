import { PROVIDER_API_SEGMENTS } from '@store/core/payments/provider-manifests';

/**
 * The commerce API's public surface, by first path segment. The storefront proxies /api/{segment}/...
 * only for these; everything else under /api (the API's /docs, /health, anything new) answers 404, so internal
 * endpoints stay on the API's own port. A new public API area is added here, in this one place; a payment provider's
 * own area (its session calls) is its manifest's `apiSegments`.
 */
export const PUBLIC_API_SEGMENTS: ReadonlySet<string> = new Set([
  'addresses',
  'carts',
  'orders',
  'products',
  'upsells',
  'recommendations',
  'reviews',
  ...PROVIDER_API_SEGMENTS,
  // Sign-up, sign-in, sign-out, links, my account (better-auth's own handler is not mounted).
  'accounts',
]);

/**
 * The local sandboxes' area: the hosted card field and its tokens, 3-D Secure, the redirect, PayPal, Truemed and
 * Amazon Pay pages, the wallet sheet's tokens and the mailbox. Public in sandbox mode only: in live mode /api/sandbox/...
 * answers 404 from the storefront and never reaches the API (which has no such routes then either).
 */
export const SANDBOX_API_SEGMENT = 'sandbox';

/** PAYMENTS_MODE of the storefront, the same as the API's. */
export type PaymentsMode = 'sandbox' | 'live';

/**
 * The storefront's own route handlers under /api (apps/web/src/app/api/...): served by this Next server, never proxied
 * to the commerce API. /api/revalidate is the operator's cache clear (needs OPERATOR_SECRET);
 * /api/attentive is the internal messaging hand-off (same-origin only); /api/dynamic-yield/flags is the
 * internal strategy call (same-origin only); /api/search-suggestions answers the search box as the shopper
 * types (the API's products and categories with the storefront's own content pages); /api/funnel counts the
 * funnel steps the shopper's browser reached for the staff dashboard (same-origin only, limited per address).
 */
export const STOREFRONT_API_PATHS: ReadonlySet<string> = new Set([
  '/api/revalidate',
  '/api/attentive',
  '/api/dynamic-yield/flags',
  '/api/search-suggestions',
  '/api/funnel',
]);

/**
 * The payment providers' webhooks, `POST /payments/webhooks/{provider}`, reach the API through the storefront
 * (one public origin per brand, which sets x-brand). Only that route (and GET /payments/providers) of the `payments`
 * area is public: exactly one provider segment (letters and digits, as provider names are), nothing under or beside it.
 */
const PROVIDER_WEBHOOK_PATH = /^\/payments\/webhooks\/[A-Za-z][A-Za-z0-9]{0,39}$/;

/** `GET /payments/providers`, the brand's providers the API can charge (read by the billing step). */
const CHARGEABLE_PROVIDERS_PATH = '/payments/providers';

/** True when `rest` (the path after /api, starting with '/') belongs to the public API surface in this payments mode. */
export function isPublicApiPath(rest: string, paymentsMode: PaymentsMode): boolean {
  const segment = rest.split('/')[1] ?? '';
  if (segment === SANDBOX_API_SEGMENT) return paymentsMode === 'sandbox';
  return PUBLIC_API_SEGMENTS.has(segment) || rest === CHARGEABLE_PROVIDERS_PATH || PROVIDER_WEBHOOK_PATH.test(rest);
}
