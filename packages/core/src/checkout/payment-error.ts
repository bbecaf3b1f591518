/** What a failed order or payment opens: the insufficient-funds notice or the checkout error modal. */
export type PaymentErrorKind = 'insufficientFunds' | 'checkoutError';

/** An error text containing 'insufficient' (any case) opens the insufficient-funds notice; anything else the error modal. */
export function paymentErrorKind(message: string): PaymentErrorKind {
  return /insufficient/i.test(message) ? 'insufficientFunds' : 'checkoutError';
}

/** Payment error: on the billing or review route the shopper goes back to billing; elsewhere the step stays. */
export function stepAfterPaymentError(path: string): 'billing' | null {
  return /\/checkout\/(billing|review)\/?$/.test(path) ? 'billing' : null;
}

/** The message of a failed order or payment call when nothing better is known. */
export const GENERIC_ERROR_MESSAGE = 'An error occurred, please try again';
