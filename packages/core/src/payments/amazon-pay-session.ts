import { WRONG_COUNTRY_MESSAGE } from '../checkout/order-address';

/** Wallet checkout session: the states of an Amazon Pay checkout session. */
export const AMAZON_SESSION_STATES = ['Open', 'Completed', 'Canceled'] as const;
export type AmazonSessionState = (typeof AMAZON_SESSION_STATES)[number];

/** Amazon's payment intents; the default is Authorize. */
export const AMAZON_PAYMENT_INTENTS = ['Authorize', 'AuthorizeWithCapture', 'Confirm'] as const;
export type AmazonPaymentIntent = (typeof AMAZON_PAYMENT_INTENTS)[number];
export const DEFAULT_AMAZON_PAYMENT_INTENT: AmazonPaymentIntent = 'Authorize';

/** A charge amount is `amount` (integer minor units) and `currencyCode`. */
export interface AmazonChargeAmount {
  amount: number;
  currencyCode: string;
}

/** The buyer's shipping address as Amazon gives it (a sandbox buyer chooses one on Amazon's page). */
export interface AmazonAddress {
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  stateOrRegion: string;
  postalCode: string;
  countryCode: string;
  phoneNumber: string;
}

/** The checkout session as GET/PATCH /amazonpay/... answer it (only `result` is named; these are ours). */
export interface AmazonCheckoutSession {
  checkoutSessionId: string;
  statusDetails: { state: AmazonSessionState; reasonCode: string | null; reasonDescription: string | null };
  buyer: { name: string; email: string } | null;
  shippingAddress: AmazonAddress | null;
  paymentDetails: { paymentIntent: AmazonPaymentIntent | null; chargeAmount: AmazonChargeAmount | null };
  merchantReference: string | null;
  /** What still stops the session from being completed (empty once the buyer approved the payment). */
  constraints: { constraintId: string; description: string }[];
  webCheckoutDetails: {
    checkoutReviewReturnUrl: string;
    checkoutResultReturnUrl: string | null;
    /** Where the buyer goes next (Amazon's sign-in page, then its payment page); null when nothing is left to do there. */
    amazonPayRedirectUrl: string | null;
  };
}

/** Internal: a wallet return without a session to read. */
export const EMPTY_AMAZON_SESSION_MESSAGE = 'Empty amazonCheckoutSession object';
/** The newer version's completion did not leave the session Completed. */
export const FAILED_TO_COMPLETE_ORDER_MESSAGE = 'Failed to complete order';
/** Ours ("a missing address clears the session and shows an error"). */
export const AMAZON_NO_ADDRESS_MESSAGE =
  'Your Amazon account has no shipping address. Add one in Amazon Pay or choose another payment method.';
/** Ours ("a missing URL is an error"). */
export const AMAZON_NO_REDIRECT_MESSAGE = 'Amazon Pay did not say where to continue. Please try again.';

/** 'Error: {reason description}' on cancel. */
export const walletCancelMessage = (reasonDescription: string | null): string =>
  `Error: ${reasonDescription ?? 'The payment was canceled'}`;

/** What the checkout does with a wallet session it read (Wallet checkout session). */
export type WalletSessionAction =
  | { kind: 'complete-order' }
  | { kind: 'complete-session'; chargeAmount: AmazonChargeAmount }
  | { kind: 'set-details-and-redirect' }
  | { kind: 'clear'; message: string };

export interface WalletSessionContext {
  /** The store's country (brand registry `region`). */
  storeCountry: string;
  /** The newer API (brand registry `amazonPayV2`). */
  v2: boolean;
  /** The server's cart total, sent to complete the session in the newer version. */
  cartTotal: { amount: number; currency: string };
}

/** True once the buyer approved the payment on Amazon's page: a payment intent is set and nothing constrains it. */
const approved = (session: AmazonCheckoutSession): boolean =>
  session.paymentDetails.paymentIntent !== null && session.constraints.length === 0;

/**
 * Wallet checkout session, in its order: Completed completes the order; Canceled clears the stored session and
 * reports 'Error: {reason description}'; otherwise a missing address or one outside the store's country clears the
 * session with an error; newer version: an approved session (payment intent, no constraints) is completed with the
 * cart total; while Open, payment details are set and the buyer redirected. Our addition for the first version: an
 * approved Open session completes the order (the server completes the session when it confirms the payment), or the
 * buyer would be sent back to Amazon for ever. An empty session is 'Empty amazonCheckoutSession object'.
 */
export function walletSessionAction(
  session: AmazonCheckoutSession | null | undefined,
  ctx: WalletSessionContext,
): WalletSessionAction {
  if (session === null || session === undefined || session.checkoutSessionId === '')
    return { kind: 'clear', message: EMPTY_AMAZON_SESSION_MESSAGE };
  const { state, reasonDescription } = session.statusDetails;
  if (state === 'Completed') return { kind: 'complete-order' };
  if (state === 'Canceled') return { kind: 'clear', message: walletCancelMessage(reasonDescription) };
  if (session.shippingAddress === null) return { kind: 'clear', message: AMAZON_NO_ADDRESS_MESSAGE };
  if (session.shippingAddress.countryCode !== ctx.storeCountry) return { kind: 'clear', message: WRONG_COUNTRY_MESSAGE };
  if (approved(session))
    return ctx.v2
      ? { kind: 'complete-session', chargeAmount: { amount: ctx.cartTotal.amount, currencyCode: ctx.cartTotal.currency } }
      : { kind: 'complete-order' };
  return { kind: 'set-details-and-redirect' };
}

/** Newer version: after the completion call, a state other than Completed clears with 'Failed to complete order'. */
export function afterSessionCompletion(session: AmazonCheckoutSession | null): WalletSessionAction {
  return session?.statusDetails.state === 'Completed'
    ? { kind: 'complete-order' }
    : { kind: 'clear', message: FAILED_TO_COMPLETE_ORDER_MESSAGE };
}

/** "the buyer is redirected to the returned redirect URL. A missing URL is an error." */
export function walletRedirect(url: string | null | undefined): { ok: true; url: string } | { ok: false; message: string } {
  return url === null || url === undefined || url.trim() === ''
    ? { ok: false, message: AMAZON_NO_REDIRECT_MESSAGE }
    : { ok: true, url };
}

/**
 * Return URLs of a checkout session: a relative storefront path under /checkout/ (no scheme, no host, no `//`, no
 * backslash), so Amazon's page can never send the buyer to another site (no open redirect).
 */
export function isCheckoutReturnPath(url: string): boolean {
  return /^\/checkout\/[A-Za-z0-9_\-/]*(\?[A-Za-z0-9_\-=&.%]*)?$/.test(url) && !url.includes('//') && url.length <= 300;
}
