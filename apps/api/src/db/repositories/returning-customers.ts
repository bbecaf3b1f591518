import { and, eq, sql } from 'drizzle-orm';
import type { BrandKey, OrderLookupKeys } from '@store/core';
import { carts, orders, outboxEvents } from '../schema';
import type { CartKey, Db } from './carts';

/**
 * Returning-customer check: whether a done (paid) order of the brand matches the lookup keys. One query on
 * orders_returning_idx, whatever it finds, so a hit and a miss cost the same.
 */
export async function doneOrderExists(db: Db, brand: BrandKey, keys: OrderLookupKeys): Promise<boolean> {
  const found = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .where(
      and(
        eq(orders.brand, brand),
        eq(orders.emailKey, keys.emailKey),
        eq(orders.phoneKey, keys.phoneKey),
        eq(orders.zipKey, keys.zipKey),
        eq(orders.status, 'paid'),
      ),
    )
    .limit(1);
  return found.length > 0;
}

/**
 * Records the check's outcome on the cart with one UPDATE whether or not the shopper was recognised (a miss writes
 * the values the row already has), so hit and miss run the same statements. A recognition is never taken back.
 */
export async function markReturningCustomer(
  db: Db,
  cart: CartKey,
  outcome: { recognised: boolean; couponCode: string | null },
): Promise<void> {
  await db
    .update(carts)
    .set({
      returningCustomer: sql`${carts.returningCustomer} or ${outcome.recognised}::boolean`,
      couponCode: sql`coalesce(${outcome.couponCode}::text, ${carts.couponCode})`,
    })
    .where(and(eq(carts.brand, cart.brand), eq(carts.id, cart.id)));
}

/** Writes the outbox event only when `when` holds, in one INSERT … SELECT that runs either way (same statements). */
export async function recordEventWhen(
  db: Db,
  when: boolean,
  event: { brand: BrandKey; type: string; cartId: string; payload: Record<string, unknown> },
): Promise<void> {
  await db.execute(
    sql`insert into ${outboxEvents} (brand, type, cart_id, payload)
        select ${event.brand}, ${event.type}, ${event.cartId}, ${JSON.stringify(event.payload)}::jsonb
        where ${when}::boolean`,
  );
}
