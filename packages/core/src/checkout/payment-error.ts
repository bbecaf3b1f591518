/** SPEC §8: what a failed order or payment opens: the insufficient-funds notice or the checkout error modal. */
export type PaymentErrorKind = 'insufficientFunds' | 'checkoutError';

/** SPEC §8: an error text containing 'insufficient' (any case) opens the insufficient-funds notice; anything else the error modal. */
export function paymentErrorKind(message: string): PaymentErrorKind {
  return /insufficient/i.test(message) ? 'insufficientFunds' : 'checkoutError';
}

/** SPEC §4 Payment error: on the billing or review route the shopper goes back to billing; elsewhere the step stays. */
export function stepAfterPaymentError(path: string): 'billing' | null {
  return /\/checkout\/(billing|review)\/?$/.test(path) ? 'billing' : null;
}

/** SPEC §8: the message of a failed order or payment call when nothing better is known. */
export const GENERIC_ERROR_MESSAGE = 'An error occurred, please try again';
