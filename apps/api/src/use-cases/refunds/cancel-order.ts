import { err, formatMoney, ok, type Currency, type Result } from '@store/core';
import type { CancelAnswer } from '@store/core/back-office/refund-wire';
import { staffSeesBrand } from '@store/core/back-office/staff-roles';
import type { Db } from '../../db/repositories/carts';
import { enqueueJob } from '../../db/repositories/jobs';
import { cancelOrderRow } from '../../db/repositories/order-cancellation';
import { findLivePayment, lockOrder, type OrderRow } from '../../db/repositories/payments';
import { findOrderById, findSucceededPayment, liveRefundsOf } from '../../db/repositories/refunds';
import { cancellationEmailJob } from '../../jobs/handlers/send-cancellation-email';
import { recordAudit } from '../../staff/audit';
import { ORDER_NOT_FOUND_MESSAGE } from '../payments/begin-attempt';
import { refundOrder, type RefundDeps } from './refund-order';
import { toOrderSummary } from './staff-answers';
import type { StaffContext } from './staff-context';

export interface CancelOrderInput {
  orderId: string;
  /** Why (kept in the audit log and as the full refund's note). */
  reason: string;
  /** The staff request's Idempotency-Key: the full refund's id derives from it, so a retry refunds once. */
  requestKey?: string;
}

export const ALREADY_CANCELLED_MESSAGE = 'This order is already cancelled';
export const PAYMENT_IN_PROGRESS_MESSAGE = 'A payment is in progress for this order';
export const SHIPPED_MESSAGE = 'Shipped orders cannot be cancelled: refund or take a return instead';
export const REFUND_IN_PROGRESS_MESSAGE =
  'A refund of this order is still being processed: the order can be cancelled once the provider has answered it';

/** What the locked look decided: the answer, or a full refund of what is left before the order can be cancelled. */
type CancelStep = { kind: 'answer'; result: Result<CancelAnswer> } | { kind: 'refund'; left: number };

const answer = (result: Result<CancelAnswer>): CancelStep => ({ kind: 'answer', result });

/** Cancels the locked order (compare-and-set), audits it and enqueues the shopper's notice, in the caller's transaction. */
async function cancelLocked(tx: Db, ctx: StaffContext, order: OrderRow, reason: string, now: Date): Promise<CancelStep> {
  const cancelled = await cancelOrderRow(tx, order, now);
  const money = ({ status, paymentStatus, fulfillmentStatus, refundedAmount, currency }: OrderRow) => ({
    status,
    paymentStatus,
    fulfillmentStatus,
    refundedAmount,
    currency,
  });
  await recordAudit(tx, ctx.actor, {
    action: 'order.cancel',
    brand: order.brand,
    targetType: 'order',
    targetId: order.id,
    before: money(order),
    after: { ...money(cancelled), cancelledAt: now.toISOString(), reason },
  });
  await enqueueJob(tx, cancellationEmailJob(cancelled, now));
  return answer(ok({ order: toOrderSummary(cancelled) }));
}

/**
 * Under the order's lock: an unpaid order is cancelled unless a payment of it is under way; a paid order with nothing
 * shipped is cancelled once all it captured is refunded (else the refund comes first); a shipped one never.
 */
async function cancelStep(ctx: StaffContext, input: CancelOrderInput, deps: RefundDeps, found: OrderRow): Promise<CancelStep> {
  return deps.db.transaction(async (tx): Promise<CancelStep> => {
    const now = deps.now();
    const order = await lockOrder(tx, found.brand, found.id);
    if (!order) return answer(err('ORDER_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE));
    switch (order.status) {
      case 'cancelled':
        return answer(err('CONFLICT', ALREADY_CANCELLED_MESSAGE));
      case 'pending': {
        const live = await findLivePayment(tx, order);
        if (live) return answer(err('CONFLICT', PAYMENT_IN_PROGRESS_MESSAGE));
        return cancelLocked(tx, ctx, order, input.reason, now);
      }
      case 'paid': {
        if (order.fulfillmentStatus !== 'unfulfilled') return answer(err('CONFLICT', SHIPPED_MESSAGE));
        const payment = await findSucceededPayment(tx, order);
        const refunds = payment ? await liveRefundsOf(tx, payment.id) : [];
        if (refunds.some((r) => r.status === 'pending')) return answer(err('CONFLICT', REFUND_IN_PROGRESS_MESSAGE));
        const left = (payment?.amount ?? 0) - order.refundedAmount;
        if (left > 0) return { kind: 'refund', left };
        return cancelLocked(tx, ctx, order, input.reason, now);
      }
    }
  });
}

/**
 * POST /admin/orders/{id}/cancel. An unpaid order becomes cancelled (refused with 409 while a payment of it is
 * processing or waiting for the shopper: the payment would otherwise land on a cancelled order). A paid order with
 * nothing shipped is refunded in full through refundOrder (reason `order-cancelled`, one refund of what is left of the
 * capture) and then cancelled; if the refund fails or its answer is not known yet, the order is not cancelled. A
 * shipped or partly shipped order is refused: staff refund or take a return instead. Audited; the shopper is emailed.
 */
export async function cancelOrder(ctx: StaffContext, input: CancelOrderInput, deps: RefundDeps): Promise<Result<CancelAnswer>> {
  const found = await findOrderById(deps.db, input.orderId);
  if (!found || !staffSeesBrand(ctx.brands, found.brand)) return err('ORDER_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
  const first = await cancelStep(ctx, input, deps, found);
  if (first.kind === 'answer') return first.result;
  const refunded = await refundOrder(
    ctx,
    {
      orderId: found.id,
      amount: first.left,
      reason: 'order-cancelled',
      note: input.reason,
      requestKey: input.requestKey === undefined ? undefined : `cancel:${input.requestKey}`,
    },
    deps,
  );
  if (!refunded.ok) return refunded;
  if (refunded.value.refund.status !== 'succeeded') {
    const amount = formatMoney({ amount: first.left, currency: found.currency as Currency }, { cents: 'always' });
    return err(
      'CONFLICT',
      `The refund of ${amount} is being processed: the order is cancelled once it has gone through. Try again in a minute.`,
    );
  }
  const second = await cancelStep(ctx, input, deps, found);
  return second.kind === 'answer' ? second.result : err('CONFLICT', REFUND_IN_PROGRESS_MESSAGE);
}
