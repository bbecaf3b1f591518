import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import { carts, coupons, orders, payments, type PaymentStatus } from '../schema';
import { randomBase62 } from '../../ids';
import { ORDER_PAYMENT_TRANSITIONS, ORDER_TRANSITIONS, PAYMENT_ATTEMPT_TRANSITIONS } from '@store/core/back-office/order-states';
import { movableTo, StatusMoveRefused } from './status-moves';
import { type CartRow, type Db } from './carts';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * The session's order of this brand, locked for the rest of the transaction: every payment of one order, in any API
 * process, queues on this lock, so the paid check and the charge below it run one at a time. The order's cart is
 * locked first: POST /orders holds the cart's lock while it writes the order, and a payment consumes the cart, so
 * both take the two locks in the same order (cart, then order) and never deadlock each other. Answers the order's cart
 * as locked too (so a caller need not read it again).
 */
export async function lockSessionOrderAndCart(
  db: Db,
  brand: BrandKey,
  sessionHash: string,
  id: string,
): Promise<LockedOrder | null> {
  return lockOrderAndCart(db, brand, and(eq(orders.brand, brand), eq(orders.sessionHash, sessionHash), eq(orders.id, id)));
}

/** An order of the brand (any session), locked the same way (cart, then order): the payment's second transaction. */
export async function lockOrder(db: Db, brand: string, id: string): Promise<OrderRow | null> {
  return (await lockOrderAndCart(db, brand as BrandKey, and(eq(orders.brand, brand), eq(orders.id, id))))?.order ?? null;
}

export interface LockedOrder {
  order: OrderRow;
  /** The order's cart, locked; null when it is gone. */
  cart: CartRow | null;
}

/**
 * Locks the cart of the order `which` selects, then the order: two round trips (the cart is found by a subquery on the
 * order, in the statement that locks it; FOR UPDATE locks only the carts row, not the order read in the subquery).
 */
async function lockOrderAndCart(db: Db, brand: BrandKey, which: SQL | undefined): Promise<LockedOrder | null> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.brand, brand), eq(carts.id, sql`(select ${orders.cartId} from ${orders} where ${which})`)))
    .for('update');
  const [order] = await db.select().from(orders).where(which).for('update');
  return order ? { order, cart: cart ?? null } : null;
}

/** A payment attempt as it is now (read under its order's lock). */
export async function findPayment(db: Db, brand: string, id: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.brand, brand), eq(payments.id, id)));
  return row ?? null;
}

/** The order's live payment: processing, succeeded or waiting for the shopper (at most one: partial unique index). */
export async function findLivePayment(db: Db, order: Pick<OrderRow, 'brand' | 'id'>): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.brand, order.brand),
        eq(payments.orderId, order.id),
        inArray(payments.status, ['processing', 'succeeded', 'requires_action']),
      ),
    )
    .orderBy(desc(payments.createdAt));
  return row ?? null;
}

export async function insertPayment(
  db: Db,
  payment: Pick<PaymentRow, 'brand' | 'orderId' | 'provider' | 'status' | 'amount' | 'currency' | 'providerRef' | 'message'>,
  now: Date,
): Promise<PaymentRow> {
  const id = randomBase62(24);
  // The provider's idempotency key is derived from the attempt: every call for this attempt carries it.
  const [row] = await db
    .insert(payments)
    .values({ ...payment, id, idempotencyKey: `pay_${id}`, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Writes an attempt's status as core's PAYMENT_ATTEMPT_TRANSITIONS allow (the caller holds the order's lock). */
export async function setPaymentStatus(
  db: Db,
  payment: Pick<PaymentRow, 'brand' | 'id'>,
  status: PaymentStatus,
  message: string | null,
  now: Date,
  providerRef?: string | null,
) {
  const moved = await db
    .update(payments)
    .set({ status, message, updatedAt: now, ...(providerRef === undefined ? {} : { providerRef }) })
    .where(
      and(
        eq(payments.brand, payment.brand),
        eq(payments.id, payment.id),
        movableTo(payments.status, PAYMENT_ATTEMPT_TRANSITIONS, status),
      ),
    )
    .returning({ id: payments.id });
  if (moved.length !== 1) throw new StatusMoveRefused(`payment ${payment.id}`, status);
}

/**
 * Records on the order which token its current payment attempt uses, as a reference (core's paymentTokenReference:
 * type and last four characters, never the token), and returns the order as it is now.
 */
export async function setPaymentTokenReference(db: Db, order: OrderRow, reference: string): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ paymentDetails: { ...order.paymentDetails, paymentToken: reference } })
    .where(and(eq(orders.brand, order.brand), eq(orders.id, order.id)))
    .returning();
  return row!;
}

/** Marks the order paid, and its money paid, and returns it as it is now (the caller holds the order's lock). */
export async function markOrderPaid(db: Db, order: OrderRow, now: Date): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ status: 'paid', paymentStatus: 'paid', paidAt: now, updatedAt: now })
    .where(
      and(
        eq(orders.brand, order.brand),
        eq(orders.id, order.id),
        movableTo(orders.status, ORDER_TRANSITIONS, 'paid'),
        movableTo(orders.paymentStatus, ORDER_PAYMENT_TRANSITIONS, 'paid'),
      ),
    )
    .returning();
  if (!row) throw new StatusMoveRefused(`order ${order.id}`, 'paid');
  return row;
}

/** A paid order's cart is consumed: the session's next cart is a new, empty one. */
export async function consumeCart(db: Db, brand: string, cartId: string): Promise<void> {
  await db
    .update(carts)
    .set({ status: 'consumed', updatedAt: new Date() })
    .where(and(eq(carts.brand, brand), eq(carts.id, cartId)));
}

/**
 * Counts one redemption if the coupon has one left, atomically (the row lock makes concurrent redemptions queue and
 * re-check the guard): false when it is used up, so ONCE50 is redeemed by at most one paid order.
 */
export async function redeemCoupon(db: Db, brand: string, code: string): Promise<boolean> {
  const updated = await db
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1` })
    .where(
      and(
        eq(coupons.brand, brand),
        eq(coupons.code, code),
        or(isNull(coupons.maxRedemptions), lt(coupons.redemptions, coupons.maxRedemptions)),
      ),
    )
    .returning({ code: coupons.code });
  return updated.length === 1;
}

/** Gives a redemption back (the charge it was counted for did not happen). */
export async function releaseCoupon(db: Db, brand: string, code: string): Promise<void> {
  await db
    .update(coupons)
    .set({ redemptions: sql`greatest(${coupons.redemptions} - 1, 0)` })
    .where(and(eq(coupons.brand, brand), eq(coupons.code, code)));
}
