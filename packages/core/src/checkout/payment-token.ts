/**
 * Card validation is skipped when the cart total is 0, and a placeholder token is used instead of a card
 * token. The API accepts it only for an order whose frozen total is 0 (apps/api/src/use-cases/payments/pay-order.ts).
 */
export const ZERO_TOTAL_PAYMENT_TOKEN = 'zero-total-placeholder';

/** The placeholder token stands for "nothing to charge" and is never a card. */
export const isZeroTotalPaymentToken = (token: string): boolean => token === ZERO_TOTAL_PAYMENT_TOKEN;

/** A decline for insufficient funds carries 'insufficient' (that word opens the insufficient-funds notice). */
export const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';
/** Any other decline. */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
/** A cancelled 3-D Secure approval: the payment failed and the shopper may try again. */
export const AUTHENTICATION_CANCELLED_MESSAGE = 'The card authentication was cancelled. Please try again or use another card.';

/**
 * The order's paymentDetails.paymentToken: a reference to the token its payment was made with, never the token itself
 * (a Stripe PaymentMethod id could be charged again) and never card data: the token's type prefix and its last four
 * characters (`tok_…Wx9Z`, `pm_…4fQa`). The zero-total placeholder is a constant and says so as it is.
 */
export function paymentTokenReference(token: string): string {
  if (isZeroTotalPaymentToken(token)) return token;
  const prefix = /^[A-Za-z]{1,8}_/.exec(token)?.[0] ?? '';
  const rest = token.slice(prefix.length);
  return rest.length <= 8 ? `${prefix}…` : `${prefix}…${rest.slice(-4)}`;
}
