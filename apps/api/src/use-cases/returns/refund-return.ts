import { err, formatMoney, ok, type Currency, type Result } from '@store/core';
import type { StaffRefundWire } from '@store/core/back-office/refund-wire';
import type { StaffReturnWire } from '@store/core/back-office/return-wire';
import { findOrderReturn, findReturnOrder, linkReturnRefund } from '../../db/repositories/order-returns';
import { recordAudit } from '../../staff/audit';
import { findSucceededPayment, liveRefundsOf } from '../../db/repositories/refunds';
import { refundedQuantities } from '@store/core/back-office/refund-amount';
import { linesRefundWithTax } from '@store/core/back-office/tax-share';
import { orderTaxOf } from '../refunds/begin-refund';
import { refundOrder, type RefundDeps } from '../refunds/refund-order';
import { auditedReturn, cannotMoveMessage, seenReturn, type ReturnStaff } from './move-return';
import { returnLineAmount, toStaffReturn } from './return-json';

const money = (amount: number, currency: string) => formatMoney({ amount, currency: currency as Currency }, { cents: 'always' });

/** The refund's ceiling: the returned units' share of the line and their share of the order's tax. */
export const beyondLineMessage = (most: number, currency: string) =>
  `At most ${money(most, currency)} can be refunded for this return (what the returned items cost, with their tax)`;
/** Less than the line is refunded only with a word for the shopper's record. */
export const noteNeededMessage = (line: number, currency: string) =>
  `Add a note saying why less than ${money(line, currency)} is refunded`;

/**
 * POST /admin/returns/{id}/refund: a received return is refunded through the order's refund (refundOrder, reason
 * trial-return, the return's lines and id), the whole line with its share of the order's tax, or less with a note. The return becomes `refunded` only in
 * the transaction that records the refund succeeded (settle-refund.ts, a compare-and-set against RETURN_TRANSITIONS,
 * linking refund_id), so a refund the provider refuses leaves it `received`, and one still pending is linked and
 * finished when its answer comes. The staff key makes a retried click find the same refund, never a second one.
 */
export async function refundReturn(
  staff: ReturnStaff,
  input: { id: string; amount: number; note?: string; requestKey?: string },
  deps: RefundDeps,
): Promise<Result<{ return: StaffReturnWire; refund: StaffRefundWire }>> {
  const seen = seenReturn(await findOrderReturn(deps.db, input.id).then((found) => found?.row ?? null), staff);
  if (!seen.ok) return seen;
  const before = seen.value;
  if (before.status !== 'received')
    return err('CONFLICT', cannotMoveMessage('Only a received return can be refunded', before.status));
  const order = await findReturnOrder(deps.db, before.brand, before.orderId);
  if (!order) return err('NOT_FOUND', 'Return not found');
  const payment = await findSucceededPayment(deps.db, order);
  const live = payment ? await liveRefundsOf(deps.db, payment.id) : [];
  const refundedUnits = refundedQuantities(live);
  const returned = [{ itemIdentifier: before.itemIdentifier, quantity: before.quantity }];
  // The returned units and their share of the order's tax (core tax-share); units no longer refundable: their price.
  const priced = linesRefundWithTax(order.cart.items, refundedUnits, returned, orderTaxOf(order.cart, live));
  const line = priced.ok
    ? priced.amount
    : returnLineAmount(before, order.cart.items, refundedUnits.get(before.itemIdentifier) ?? 0);
  if (input.amount > line) return err('BAD_REQUEST', beyondLineMessage(line, order.currency));
  const note = input.note?.trim() || null;
  if (input.amount < line && note === null) return err('BAD_REQUEST', noteNeededMessage(line, order.currency));
  const refunded = await refundOrder(
    staff,
    {
      orderId: order.id,
      amount: input.amount,
      lines: returned,
      reason: 'trial-return',
      note,
      returnId: before.id,
      requestKey: input.requestKey,
    },
    deps,
  );
  if (!refunded.ok) return refunded;
  const { refund } = refunded.value;
  const now = deps.now();
  const after = await deps.db.transaction(async (tx) => {
    // A refund still pending is linked now; its settling moves the return (received → refunded) when it succeeds.
    if (refund.status === 'pending') await linkReturnRefund(tx, before.id, refund.id, now);
    const current = await findOrderReturn(tx, before.id);
    if (!current) throw new Error(`return ${before.id} disappeared`);
    await recordAudit(tx, staff.actor, {
      action: 'return.refund',
      brand: before.brand,
      targetType: 'return',
      targetId: before.id,
      before: auditedReturn(before),
      after: { ...auditedReturn(current.row), refund: { id: refund.id, amount: refund.amount, status: refund.status } },
    });
    return current;
  });
  return ok({ return: toStaffReturn(after, order), refund });
}
