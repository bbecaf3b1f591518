import type { PaymentProvider } from '../enums';

/**
 * How a provider takes the shopper's money. The store's one payment call (POST /orders/{id}/payment) is the
 * same for all of them; what the storefront sends as `paymentToken` and what comes back differ:
 * - `card`: a single-use token from the provider's hosted card field; 3-D Secure may send the shopper to approve.
 * - `redirect`: the shopper approves on the provider's own page. The first call sends REDIRECT_START_TOKEN and gets a
 *   `redirectUrl`; the page returns to /checkout/review with the provider's marker, whose value is paid with.
 * - `braintree`: PayPal and PayPal Credit (they go via braintree). The first call sends the client token of
 *   GET /braintree/tokens; then as `redirect`.
 * - `wallet`: the Amazon Pay checkout session (Wallet checkout session): the session id is the token.
 * - `express`: a browser payment sheet (Google Pay, Apple Pay, the payment request button) gives a single-use token
 *   and the shopper's address in one step.
 */
export type PaymentFlow = 'card' | 'redirect' | 'braintree' | 'wallet' | 'express';

/** Return markers: the query parameter a provider's return to review carries its reference in. */
export type ReturnMarker = 'payment_intent' | 'amazonCheckoutSessionId' | 'orderToken' | 'truemedSessionId';

export interface ProviderFlow {
  flow: PaymentFlow;
  /** Where the provider's reference comes back on the return to review (every return also carries `orderId`). */
  returnMarker: ReturnMarker;
  /** Payment: express providers receive their name and an express flag; on error they go to the fallback step. */
  express: boolean;
  /**
   * The provider keeps the payer's billing details in its own account or sheet (Amazon Pay, Link, the wallets), so the
   * billing step asks for no billing address when it pays ("There is no billing form when ..."). Absent is false.
   */
  holdsBillingDetails?: boolean;
}

/** The first payment call of a redirect provider: "start the provider's checkout" (never a card or a charge). */
export const REDIRECT_START_TOKEN = 'redirect-start';

/** The one table of provider flows. `braintree` is the gateway PayPal goes through, not a choice itself. */
export const PROVIDER_FLOWS: Readonly<Record<PaymentProvider, ProviderFlow>> = {
  stripeDirect: { flow: 'card', returnMarker: 'payment_intent', express: false },
  stripeCanada: { flow: 'card', returnMarker: 'payment_intent', express: false },
  bank: { flow: 'redirect', returnMarker: 'payment_intent', express: false },
  link: { flow: 'redirect', returnMarker: 'payment_intent', express: true, holdsBillingDetails: true },
  splitIt: { flow: 'redirect', returnMarker: 'payment_intent', express: false },
  truemed: { flow: 'redirect', returnMarker: 'truemedSessionId', express: false },
  affirm: { flow: 'redirect', returnMarker: 'payment_intent', express: false },
  acima: { flow: 'redirect', returnMarker: 'payment_intent', express: false },
  afterPay: { flow: 'redirect', returnMarker: 'orderToken', express: false },
  paypal: { flow: 'braintree', returnMarker: 'payment_intent', express: false },
  paypalCredit: { flow: 'braintree', returnMarker: 'payment_intent', express: false },
  braintree: { flow: 'braintree', returnMarker: 'payment_intent', express: false },
  amazonPay: { flow: 'wallet', returnMarker: 'amazonCheckoutSessionId', express: true, holdsBillingDetails: true },
  googlepay: { flow: 'express', returnMarker: 'payment_intent', express: true, holdsBillingDetails: true },
  applepay: { flow: 'express', returnMarker: 'payment_intent', express: true, holdsBillingDetails: true },
  stripePaymentRequest: { flow: 'express', returnMarker: 'payment_intent', express: true, holdsBillingDetails: true },
};

/** The provider's flow. */
export const providerFlow = (provider: PaymentProvider): ProviderFlow => PROVIDER_FLOWS[provider];

/**
 * The query a provider's page returns to /checkout/review with: the order and the provider's reference under
 * its marker (plus the card intent's client secret, payment_intent_client_secret, when there is one).
 */
export function returnQuery(
  provider: PaymentProvider,
  orderId: string,
  providerRef: string,
  clientSecret?: string,
): Record<string, string> {
  const query: Record<string, string> = { orderId, [PROVIDER_FLOWS[provider].returnMarker]: providerRef };
  if (clientSecret !== undefined) query.payment_intent_client_secret = clientSecret;
  return query;
}

/** The reverse of `returnQuery`: the order and provider reference a return to review carries, or null. */
export function readReturn(query: URLSearchParams): { orderId: string; providerRef: string } | null {
  const orderId = query.get('orderId') ?? '';
  const markers: readonly ReturnMarker[] = ['payment_intent', 'orderToken', 'truemedSessionId', 'amazonCheckoutSessionId'];
  const providerRef = markers.map((marker) => query.get(marker) ?? '').find((value) => value !== '') ?? '';
  return orderId === '' || providerRef === '' ? null : { orderId, providerRef };
}
