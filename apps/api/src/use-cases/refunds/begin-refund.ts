import { err, formatMoney, ok, type Cart, type Currency, type Result } from '@store/core';
import { refundedQuantities, type LineQuantity } from '@store/core/back-office/refund-amount';
import { linesRefundWithTax, taxPartOf, type OrderTax } from '@store/core/back-office/tax-share';
import type { RefundAnswer, RefundReason } from '@store/core/back-office/refund-wire';
import { staffSeesBrand } from '@store/core/back-office/staff-roles';
import type { Deps } from '../../context';
import type { Db } from '../../db/repositories/carts';
import { findPayment, lockOrder, type OrderRow, type PaymentRow } from '../../db/repositories/payments';
import {
  findOrderById,
  findRefund,
  findSucceededPayment,
  insertPendingRefund,
  liveRefundsOf,
  type RefundRow,
} from '../../db/repositories/refunds';
import type { PaymentProviderAdapter } from '../../payments/provider';
import { recordAudit } from '../../staff/audit';
import { ORDER_NOT_FOUND_MESSAGE } from '../payments/begin-attempt';
import { providerNamed } from '../payments/provider-named';
import { refundIdFor, type StaffContext } from './staff-context';
import { refundAnswer } from './refund-answer';

/** A refund asked for: an amount, lines (priced from the frozen cart), or both (a return: the lines it was for). */
export interface RefundOrderInput {
  orderId: string;
  /** Minor units. Without it, the lines' price. */
  amount?: number;
  lines?: LineQuantity[];
  reason: RefundReason;
  note?: string | null;
  returnId?: string | null;
  /** The staff request's Idempotency-Key: the refund's id derives from it (staff-context.ts refundIdFor). */
  requestKey?: string;
}

/** What the first transaction decided: answer now, or call the provider for a recorded (or resumed) pending refund. */
export type RefundStart =
  | { kind: 'answer'; result: Result<RefundAnswer> }
  | { kind: 'call'; refund: RefundRow; payment: PaymentRow; provider: PaymentProviderAdapter };

const answer = (result: Result<RefundAnswer>): RefundStart => ({ kind: 'answer', result });
const money = (amount: number, currency: string) => formatMoney({ amount, currency: currency as Currency }, { cents: 'always' });

export const NOT_PAID_MESSAGE = 'This order is not paid: there is nothing to refund';
export const REFUNDED_ALREADY_MESSAGE = 'This order is refunded in full already';
export const NOTHING_CHARGED_MESSAGE = 'This order was not charged (its total was 0): there is nothing to refund';
export const AMOUNT_MESSAGE = 'A refund is a whole number of cents above 0';
export const FREE_LINES_MESSAGE = 'The chosen lines cost nothing: there is nothing to refund';

/** "at most $X can be refunded": what is left of the capture after the succeeded and pending refunds. */
export function exceedsCapturedMessage(captured: number, committed: number, currency: string): string {
  return (
    `This refund would exceed what was captured: at most ${money(Math.max(0, captured - committed), currency)} can be ` +
    `refunded (${money(captured, currency)} captured, ${money(committed, currency)} refunded or being refunded)`
  );
}

/** The order's tax (its frozen cart's tax extras) and the tax part of each live refund by lines, for core tax-share. */
export function orderTaxOf(cart: Pick<Cart, 'extras'>, live: readonly Pick<RefundRow, 'lines' | 'taxAmount'>[]): OrderTax {
  return {
    tax: cart.extras.filter((e) => e.kind === 'tax').reduce((sum, e) => sum + e.pricing.price.amount, 0),
    earlier: live.filter((r) => r.lines.length > 0).map((r) => r.taxAmount),
  };
}

/**
 * The amount a refund asks for: the given amount, else its lines' price with their share of the order's tax; lines
 * never beyond what is left of them. `tax` is the part of the amount that is tax (a smaller given amount carries the
 * same proportion of its lines' tax).
 */
function pricedRefund(
  order: OrderRow,
  input: RefundOrderInput,
  live: RefundRow[],
): Result<{ amount: number; tax: number; lines: LineQuantity[] }> {
  let { amount } = input;
  let tax = 0;
  let lines: LineQuantity[] = [];
  if (input.lines) {
    const items = order.cart.items;
    const priced = linesRefundWithTax(items, refundedQuantities(live), input.lines, orderTaxOf(order.cart, live));
    if (!priced.ok) {
      const { problem } = priced;
      const title = items.find((i) => i.itemIdentifier === problem.itemIdentifier)?.product.title ?? problem.itemIdentifier;
      return problem.kind === 'unknown-line'
        ? err('BAD_REQUEST', `This order has no line ${problem.itemIdentifier}`)
        : err('CONFLICT', `Only ${problem.left} of ${title} can still be refunded, not ${problem.asked}`);
    }
    if (amount === undefined && priced.amount <= 0) return err('CONFLICT', FREE_LINES_MESSAGE);
    amount ??= priced.amount;
    tax = taxPartOf(amount, priced.amount, priced.tax);
    lines = priced.lines;
  }
  if (amount === undefined) return err('BAD_REQUEST', 'Give an amount or lines to refund');
  if (!Number.isSafeInteger(amount) || amount <= 0) return err('BAD_REQUEST', AMOUNT_MESSAGE);
  return ok({ amount, tax, lines });
}

/** The order's captured payment and its provider, or why it cannot be refunded. */
async function capturedPayment(
  tx: Db,
  order: OrderRow,
  deps: Pick<Deps, 'payments'>,
): Promise<Result<{ payment: PaymentRow; provider: PaymentProviderAdapter }>> {
  if (order.paymentStatus === 'unpaid') return err('CONFLICT', NOT_PAID_MESSAGE);
  if (order.paymentStatus === 'refunded') return err('CONFLICT', REFUNDED_ALREADY_MESSAGE);
  const payment = await findSucceededPayment(tx, order);
  if (!payment) return err('CONFLICT', NOT_PAID_MESSAGE);
  if (payment.provider === 'none' || payment.providerRef === null || payment.amount === 0)
    return err('CONFLICT', NOTHING_CHARGED_MESSAGE);
  const provider = providerNamed(deps.payments, payment.provider);
  if (!provider) return err('CONFLICT', `This order was paid with ${payment.provider}, which cannot refund it here`);
  return ok({ payment, provider });
}

/** A refund recorded earlier under the same staff key: its answer if settled, else its provider call again (same key). */
async function resumed(tx: Db, refund: RefundRow, order: OrderRow, ctx: StaffContext, deps: Pick<Deps, 'payments'>) {
  if (refund.status !== 'pending') return answer(refundAnswer(refund, order, ctx.actor.staffEmail));
  const payment = await findPayment(tx, refund.brand, refund.paymentId);
  const provider = payment && providerNamed(deps.payments, payment.provider);
  if (!payment || !provider) return answer(refundAnswer(refund, order, ctx.actor.staffEmail));
  return { kind: 'call' as const, refund, payment, provider };
}

/**
 * "recorded before the provider is called": the first of a refund's two transactions, under the order's lock (every
 * refund of one order, in any process, queues on it). The order must be paid and the refund within what is left of the
 * capture: the succeeded and pending refunds of the payment plus this one never exceed what it captured (409
 * otherwise). The refund is recorded `pending` with its provider key, and audited, in this transaction.
 */
export async function beginRefund(
  ctx: StaffContext,
  input: RefundOrderInput,
  deps: Pick<Deps, 'db' | 'now' | 'payments'>,
): Promise<RefundStart> {
  const found = await findOrderById(deps.db, input.orderId);
  if (!found || !staffSeesBrand(ctx.brands, found.brand)) return answer(err('ORDER_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE));
  const id = refundIdFor(ctx, found.id, input.requestKey);
  return deps.db.transaction(async (tx): Promise<RefundStart> => {
    const now = deps.now();
    const order = await lockOrder(tx, found.brand, found.id);
    if (!order) return answer(err('ORDER_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE));
    const earlier = await findRefund(tx, id);
    if (earlier) return resumed(tx, earlier, order, ctx, deps);
    const captured = await capturedPayment(tx, order, deps);
    if (!captured.ok) return answer(captured);
    const { payment, provider } = captured.value;
    const live = await liveRefundsOf(tx, payment.id);
    const priced = pricedRefund(order, input, live);
    if (!priced.ok) return answer(priced);
    const committed = live.reduce((sum, r) => sum + r.amount, 0);
    if (committed + priced.value.amount > payment.amount)
      return answer(err('CONFLICT', exceedsCapturedMessage(payment.amount, committed, payment.currency)));
    const refund = await insertPendingRefund(
      tx,
      {
        id,
        brand: order.brand,
        orderId: order.id,
        paymentId: payment.id,
        amount: priced.value.amount,
        currency: payment.currency,
        lines: priced.value.lines,
        taxAmount: priced.value.tax,
        reason: input.reason,
        note: input.note ?? null,
        returnId: input.returnId ?? null,
        staffId: ctx.actor.staffId,
      },
      now,
    );
    await recordAudit(tx, ctx.actor, {
      action: 'order.refund',
      brand: order.brand,
      targetType: 'order',
      targetId: order.id,
      before: {
        paymentStatus: order.paymentStatus,
        refundedAmount: order.refundedAmount,
        refundsPending: committed - order.refundedAmount,
      },
      after: {
        refund: {
          id: refund.id,
          amount: refund.amount,
          taxAmount: refund.taxAmount,
          currency: refund.currency,
          lines: refund.lines,
          status: refund.status,
        },
        reason: refund.reason,
        note: refund.note,
        returnId: refund.returnId,
      },
    });
    return { kind: 'call', refund, payment, provider };
  });
}
