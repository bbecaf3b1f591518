import { err, ok, type Result } from '@store/core';
import type { RefundAnswer } from '@store/core/back-office/refund-wire';
import type { OrderRow } from '../../db/repositories/payments';
import type { RefundRow } from '../../db/repositories/refunds';
import { toOrderSummary, toStaffRefund } from './staff-answers';

/** A refund the provider refused: recorded `failed` with the provider's words, and the money unchanged. */
export const refusedMessage = (message: string | null) =>
  `The payment provider refused this refund${message ? `: ${message}` : ''}`;

/**
 * A refund's answer to staff: succeeded, or pending while the provider's answer is unknown (the reconciliation
 * settles it), with the order as it is now; a refused refund is a 409 with the provider's reason.
 */
export function refundAnswer(refund: RefundRow, order: OrderRow, staffEmail: string | null): Result<RefundAnswer> {
  if (refund.status === 'failed') return err('CONFLICT', refusedMessage(refund.message));
  return ok({ refund: toStaffRefund(refund, staffEmail), order: toOrderSummary(order) });
}
