import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { OrderPaymentStatus, RefundStatus } from '@store/core/back-office/order-states';
import { ORDER_PAYMENT_TRANSITIONS, REFUND_TRANSITIONS } from '@store/core/back-office/order-states';
import { orders, payments, refunds } from '../schema';
import type { Db } from './carts';
import type { OrderRow, PaymentRow } from './payments';
import { movableTo, StatusMoveRefused } from './status-moves';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = Pick<
  RefundRow,
  | 'id'
  | 'brand'
  | 'orderId'
  | 'paymentId'
  | 'amount'
  | 'currency'
  | 'lines'
  | 'taxAmount'
  | 'reason'
  | 'note'
  | 'returnId'
  | 'staffId'
>;

/** An order by id in any brand (the back office checks the member's brands against it), not locked. */
export async function findOrderById(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** The order's captured payment: its succeeded attempt (at most one: the partial unique index on live attempts). */
export async function findSucceededPayment(db: Db, order: Pick<OrderRow, 'brand' | 'id'>): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.brand, order.brand), eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
  return row ?? null;
}

/** A refund by id. */
export async function findRefund(db: Db, id: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row ?? null;
}

/** The refunds of a payment that hold money: given back (succeeded) or asked for and not answered yet (pending). */
export async function liveRefundsOf(db: Db, paymentId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ['pending', 'succeeded'])))
    .orderBy(asc(refunds.createdAt));
}

/**
 * Records a refund `pending` before its provider is called, with the provider's idempotency key derived from its id
 * (`refund_{id}`): every call for this refund, first or reconciling, carries that key.
 */
export async function insertPendingRefund(db: Db, refund: NewRefund, now: Date): Promise<RefundRow> {
  const [row] = await db
    .insert(refunds)
    .values({ ...refund, status: 'pending', idempotencyKey: `refund_${refund.id}`, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/**
 * Writes a pending refund's answer, as REFUND_TRANSITIONS allow (compare-and-set: only a refund still pending moves,
 * so of two writers of one answer the second finds nothing to move). Returns the refund as written, or null.
 */
export async function settleRefundRow(
  db: Db,
  refund: Pick<RefundRow, 'id'>,
  to: Exclude<RefundStatus, 'pending'>,
  fields: { providerRef: string | null; message: string | null },
  now: Date,
): Promise<RefundRow | null> {
  const [row] = await db
    .update(refunds)
    .set({ status: to, ...fields, updatedAt: now })
    .where(and(eq(refunds.id, refund.id), movableTo(refunds.status, REFUND_TRANSITIONS, to)))
    .returning();
  return row ?? null;
}

/**
 * Adds a succeeded refund to the order's refunded amount and moves its money to partially refunded, or refunded once
 * the refunds reach what was captured (ORDER_PAYMENT_TRANSITIONS; the caller holds the order's lock).
 */
export async function addRefundToOrder(db: Db, order: OrderRow, amount: number, captured: number, now: Date): Promise<OrderRow> {
  const refunded = order.refundedAmount + amount;
  const to: OrderPaymentStatus = refunded >= captured ? 'refunded' : 'partially_refunded';
  const [row] = await db
    .update(orders)
    .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}`, paymentStatus: to, updatedAt: now })
    .where(
      and(eq(orders.brand, order.brand), eq(orders.id, order.id), movableTo(orders.paymentStatus, ORDER_PAYMENT_TRANSITIONS, to)),
    )
    .returning();
  if (!row) throw new StatusMoveRefused(`order ${order.id}`, to);
  return row;
}

/**
 * Refunds left pending since before `olderThan` (their process died between the provider call and the answer's
 * commit), oldest first, any brand (refunds_pending_idx): the reconciliation's work list, bounded.
 */
export async function findStaleRefunds(db: Db, olderThan: Date, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, olderThan)))
    .orderBy(asc(refunds.updatedAt))
    .limit(limit);
}

/**
 * Takes a stale pending refund for one reconciler: moves its updated_at to now only while it is still pending and
 * stale (compare-and-set), so of several processes one asks the provider, and a reconciler that dies leaves it stale
 * again after another lease.
 */
export async function claimStaleRefund(db: Db, refund: Pick<RefundRow, 'id'>, staleBefore: Date, now: Date): Promise<boolean> {
  const claimed = await db
    .update(refunds)
    .set({ updatedAt: now })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending'), lt(refunds.updatedAt, staleBefore)))
    .returning({ id: refunds.id });
  return claimed.length === 1;
}
