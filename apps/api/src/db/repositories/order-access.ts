import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import { orderAccessGrants, orders } from '../schema';
import type { Db } from './carts';
import type { OrderRow } from './orders';

/** Who asks for an order: the session (a guest's sha256, or 'acct:{userId}') and the signed-in account, if any. */
export interface OrderReader {
  sessionHash: string;
  accountId: string | null;
}

/**
 * Order owner check, in one query: an order of the brand is readable by the session that placed it, by the
 * account it belongs to, or by a session holding an unexpired look-up grant for it. Anything else is not found.
 */
export async function findReadableOrder(
  db: Db,
  brand: BrandKey,
  reader: OrderReader,
  id: string,
  now: Date,
): Promise<OrderRow | null> {
  const granted = sql`exists (select 1 from ${orderAccessGrants} where ${orderAccessGrants.brand} = ${orders.brand}
    and ${orderAccessGrants.sessionHash} = ${reader.sessionHash} and ${orderAccessGrants.orderId} = ${orders.id}
    and ${orderAccessGrants.expiresAt} > ${now.toISOString()}::timestamptz)`;
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.brand, brand),
        eq(orders.id, id),
        or(
          eq(orders.sessionHash, reader.sessionHash),
          reader.accountId === null ? undefined : eq(orders.accountId, reader.accountId),
          granted,
        ),
      ),
    );
  return row ?? null;
}

/** Removes the grants that expired before `now` (the clean-up job). */
export async function deleteExpiredGrants(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(orderAccessGrants)
    .where(lt(orderAccessGrants.expiresAt, now))
    .returning({ id: orderAccessGrants.orderId });
  return gone.length;
}

/** One page of an account's orders, newest first; `before` is the id of the last order of the previous page. */
export async function listAccountOrders(
  db: Db,
  brand: BrandKey,
  accountId: string,
  page: { before: { createdAt: Date; id: string } | null; limit: number },
): Promise<OrderRow[]> {
  const cursor = page.before
    ? or(
        lt(orders.createdAt, page.before.createdAt),
        and(eq(orders.createdAt, page.before.createdAt), lt(orders.id, page.before.id)),
      )
    : undefined;
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.brand, brand), eq(orders.accountId, accountId), cursor))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit);
}

/** The position (created time and id) of one of the account's orders, for a `before` cursor. */
export async function accountOrderPosition(
  db: Db,
  brand: BrandKey,
  accountId: string,
  id: string,
): Promise<{ createdAt: Date; id: string } | null> {
  const [row] = await db
    .select({ createdAt: orders.createdAt, id: orders.id })
    .from(orders)
    .where(and(eq(orders.brand, brand), eq(orders.accountId, accountId), eq(orders.id, id)));
  return row ?? null;
}

/**
 * Guest order look-up, as one statement whether it matches or not: the order of the brand with this short id (the
 * unique (brand, short_id) index), email key and ZIP key is granted to the session until `expiresAt`
 * (INSERT ... SELECT; a repeated look-up extends the grant). Null: no such order, and nothing was written.
 */
export async function grantLookedUpOrder(
  db: Db,
  brand: BrandKey,
  keys: { emailKey: string; zipKey: string; shortId: string },
  grant: { sessionHash: string; expiresAt: Date },
): Promise<{ orderId: string } | null> {
  const [row] = await db
    .insert(orderAccessGrants)
    .select(
      db
        .select({
          brand: orders.brand,
          sessionHash: sql<string>`${grant.sessionHash}`.as('session_hash'),
          orderId: orders.id,
          expiresAt: sql<Date>`${grant.expiresAt.toISOString()}::timestamptz`.as('expires_at'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(orders)
        .where(
          and(
            eq(orders.brand, brand),
            eq(orders.shortId, keys.shortId),
            eq(orders.emailKey, keys.emailKey),
            eq(orders.zipKey, keys.zipKey),
          ),
        ),
    )
    .onConflictDoUpdate({
      target: [orderAccessGrants.brand, orderAccessGrants.sessionHash, orderAccessGrants.orderId],
      set: { expiresAt: sql`excluded.expires_at` },
    })
    .returning({ orderId: orderAccessGrants.orderId });
  return row ?? null;
}
