import type { RefundFailureReason, RefundOutcome, RefundRequest } from './provider';

/** A refund the provider refused, with why. */
export const refundFailed = (reason: RefundFailureReason, message: string): RefundOutcome => ({
  status: 'failed',
  reason,
  message,
});

/**
 * What every provider refuses before calling out: a refund that is not whole minor units above 0, or not in the
 * payment's currency (a refund gives back the payment's own money). Null when the request is one to carry out.
 */
export function refundRequestProblem(
  request: Pick<RefundRequest, 'amount' | 'currency'>,
  paymentCurrency: string,
): RefundOutcome | null {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
    return refundFailed('declined', `A refund must be a whole number of minor units above 0, not ${request.amount}.`);
  if (request.currency.toUpperCase() !== paymentCurrency.toUpperCase())
    return refundFailed(
      'declined',
      `The refund is in ${request.currency} but the payment was in ${paymentCurrency.toUpperCase()}.`,
    );
  return null;
}

/**
 * The refund already made under the request's key, answered again instead of refunding twice; the key reused for
 * another amount is refused (as Stripe refuses a key reused with other parameters), the first refund kept.
 */
export function replayed(earlier: RefundOutcome, request: Pick<RefundRequest, 'amount' | 'idempotencyKey'>): RefundOutcome {
  if (earlier.status === 'succeeded' && earlier.amount !== request.amount)
    return refundFailed(
      'declined',
      `The key ${request.idempotencyKey} was used for a refund of ${earlier.amount}, not ${request.amount}.`,
    );
  return earlier;
}
