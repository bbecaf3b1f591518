import { and, eq } from 'drizzle-orm';
import { RETURN_TRANSITIONS } from '@store/core/back-office/order-states';
import type { Deps } from '../../context';
import type { Db } from '../../db/repositories/carts';
import { enqueueJob } from '../../db/repositories/jobs';
import { findPayment, lockOrder, type OrderRow } from '../../db/repositories/payments';
import { addRefundToOrder, findRefund, settleRefundRow, type RefundRow } from '../../db/repositories/refunds';
import { movableTo, StatusMoveRefused } from '../../db/repositories/status-moves';
import { orderReturns } from '../../db/schema';
import { refundEmailJob } from '../../jobs/handlers/send-refund-email';
import type { RefundOutcome } from '../../payments/provider';

export interface SettledRefund {
  refund: RefundRow;
  order: OrderRow;
}

/** A refund for a trial return moves the return to refunded with it (only a received return moves; others stay). */
async function markReturnRefunded(tx: Db, refund: RefundRow, now: Date): Promise<void> {
  if (!refund.returnId) return;
  await tx
    .update(orderReturns)
    .set({ status: 'refunded', refundId: refund.id, updatedAt: now })
    .where(
      and(
        eq(orderReturns.id, refund.returnId),
        eq(orderReturns.orderId, refund.orderId),
        movableTo(orderReturns.status, RETURN_TRANSITIONS, 'refunded'),
      ),
    );
}

/**
 * The second transaction of a refund: writes the provider's answer for a `pending` refund under the order's lock, once.
 * Succeeded: the refund is marked so (compare-and-set on REFUND_TRANSITIONS), its amount added to the order's
 * refunded amount and the order's money moved to partially refunded or refunded (ORDER_PAYMENT_TRANSITIONS), a return
 * it was for marked refunded, and the shopper's refund email enqueued (keyed by the refund), all in this transaction.
 * Failed: marked failed with the provider's message; the money is unchanged. A refund already settled (by the request,
 * the late answer or the reconciliation, whichever came first) is only read. Null when the refund is unknown.
 */
export async function settleRefund(
  deps: Pick<Deps, 'db' | 'now'>,
  ref: Pick<RefundRow, 'id' | 'brand' | 'orderId'>,
  outcome: RefundOutcome,
): Promise<SettledRefund | null> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const order = await lockOrder(tx, ref.brand, ref.orderId);
    const refund = await findRefund(tx, ref.id);
    if (!order || !refund) return null;
    if (refund.status !== 'pending') return { refund, order };
    switch (outcome.status) {
      case 'succeeded': {
        const payment = await findPayment(tx, refund.brand, refund.paymentId);
        // The provider answers a key with the refund made under it: the row's amount, in the payment's currency.
        const differs = outcome.amount !== refund.amount || outcome.currency.toUpperCase() !== refund.currency.toUpperCase();
        const message = differs ? `The provider reported a refund of ${outcome.amount} ${outcome.currency}` : null;
        const settled = await settleRefundRow(tx, refund, 'succeeded', { providerRef: outcome.providerRef, message }, now);
        if (!settled || !payment) throw new StatusMoveRefused(`refund ${refund.id}`, 'succeeded');
        const paid = await addRefundToOrder(tx, order, refund.amount, payment.amount, now);
        await markReturnRefunded(tx, settled, now);
        await enqueueJob(tx, refundEmailJob(settled, paid));
        return { refund: settled, order: paid };
      }
      case 'failed': {
        const settled = await settleRefundRow(tx, refund, 'failed', { providerRef: null, message: outcome.message }, now);
        if (!settled) throw new StatusMoveRefused(`refund ${refund.id}`, 'failed');
        return { refund: settled, order };
      }
    }
  });
}
