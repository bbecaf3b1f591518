import { and, eq, sql } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import { orders } from '../schema';
import type { Db } from './carts';
import { ORDER_TRANSITIONS } from '@store/core/back-office/order-states';
import { movableTo, StatusMoveRefused } from './status-moves';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
/** What placing an order again (same cart) may change: the shopper's details and the re-frozen cart, never the ids. */
export type OrderDetails = Omit<NewOrder, 'id' | 'shortId' | 'brand' | 'cartId' | 'createdAt' | 'paidAt' | 'status'>;

/** The order made from a cart (one cart yields at most one order: unique cart_id), only within its brand. */
export async function findOrderByCart(db: Db, brand: BrandKey, cartId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.brand, brand), eq(orders.cartId, cartId)));
  return row ?? null;
}

/** An order as its placing session may see it: same brand, same session; anything else is not found. */
export async function findSessionOrder(db: Db, brand: BrandKey, sessionHash: string, id: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.brand, brand), eq(orders.sessionHash, sessionHash), eq(orders.id, id)));
  return row ?? null;
}

/**
 * Inserts an order unless a unique key is taken (the cart already has one, or the short id clashes): null then, so the
 * caller decides without an aborted transaction.
 */
export async function insertOrder(db: Db, order: NewOrder): Promise<OrderRow | null> {
  const [row] = await db.insert(orders).values(order).onConflictDoNothing().returning();
  return row ?? null;
}

/** Replaces a pending order's details and frozen cart (the shopper went back and changed them). */
export async function updateOrderDetails(db: Db, order: OrderRow, details: OrderDetails): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...details, status: 'pending', updatedAt: new Date() })
    .where(and(eq(orders.brand, order.brand), eq(orders.id, order.id), movableTo(orders.status, ORDER_TRANSITIONS, 'pending')))
    .returning();
  if (!row) throw new StatusMoveRefused(`order ${order.id}`, 'pending');
  return row;
}

/**
 * Records the first analytics report of the session's PAID order; a later call keeps the first time. Null: not its
 * order, or not paid (a report before payment would stop the purchase from ever being pushed).
 */
export async function markAnalyticsReported(
  db: Db,
  brand: BrandKey,
  sessionHash: string,
  id: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .update(orders)
    .set({ analyticsReportedAt: sql`coalesce(${orders.analyticsReportedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(orders.brand, brand), eq(orders.sessionHash, sessionHash), eq(orders.id, id), eq(orders.status, 'paid')))
    .returning({ at: orders.analyticsReportedAt });
  return row?.at ?? null;
}
