import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import type { Database } from '../client';
import { cartLines, carts, outboxEvents, type CartHistoryEntry } from '../schema';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
/** A database or a transaction: repositories work inside either. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
/**
 * Which cart a query touches: its brand and id. Every query of a brand-owned table filters by brand, so a
 * cart id of another brand reaches nothing even if a caller mixed them up. A CartRow is one.
 */
export type CartKey = Pick<CartRow, 'brand' | 'id'>;
const lineOf = (cart: CartKey) => and(eq(cartLines.brand, cart.brand), eq(cartLines.cartId, cart.id));
const cartOf = (cart: CartKey) => and(eq(carts.brand, cart.brand), eq(carts.id, cart.id));

/** The session's active cart of this brand, if any. */
export async function findSessionCart(db: Db, brand: BrandKey, sessionHash: string): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.brand, brand), eq(carts.sessionHash, sessionHash), eq(carts.status, 'active')));
  return row ?? null;
}

/** A cart by id, only within its brand. */
export async function findCart(db: Db, brand: BrandKey, id: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(cartOf({ brand, id }));
  return row ?? null;
}

/**
 * Writes the session's cart in one round trip, or nothing when a row with its id or the session's active cart exists
 * (a concurrent request's, which this insert waits for if it is not committed yet): null then.
 */
export async function insertSessionCart(
  db: Db,
  brand: BrandKey,
  sessionHash: string,
  id: string,
  history: CartHistoryEntry[],
): Promise<CartRow | null> {
  const [inserted] = await db
    .insert(carts)
    .values({ id, brand, sessionHash, historyLog: history })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

/** Creates the session's cart; when a concurrent request won the race, returns that one instead. */
export async function createSessionCart(
  db: Db,
  brand: BrandKey,
  sessionHash: string,
  id: string,
  history: CartHistoryEntry[],
): Promise<CartRow> {
  const inserted = await insertSessionCart(db, brand, sessionHash, id, history);
  if (inserted) return inserted;
  const row = await findSessionCart(db, brand, sessionHash);
  if (!row) throw new Error('cart creation lost: no active cart after insert');
  return row;
}

/** Locks a cart row for the rest of the transaction, so concurrent changes to one cart queue up instead of losing updates. */
export async function lockCart(db: Db, brand: BrandKey, id: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(cartOf({ brand, id })).for('update');
  return row ?? null;
}

/**
 * Locks the cart again and counts its lines in one statement (one round trip instead of two), for a transaction that
 * already holds the cart's lock. Not a first lock: a statement that waits for the lock counts with the snapshot it took
 * before the wait (READ COMMITTED), so it would miss lines a concurrent transaction committed while it waited.
 */
export async function lockCartCountingLines(
  db: Db,
  brand: BrandKey,
  id: string,
): Promise<{ cart: CartRow; lines: number } | null> {
  const [row] = await db
    .select({
      cart: carts,
      lines: sql<number>`(select count(*) from ${cartLines} where ${lineOf({ brand, id })})`.mapWith(Number),
    })
    .from(carts)
    .where(cartOf({ brand, id }))
    .for('update');
  return row ?? null;
}

/** Which of these cart ids are already used (by any brand or status). */
export async function takenCartIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: carts.id })
    .from(carts)
    .where(inArray(carts.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export async function countLines(db: Db, cart: CartKey): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(lineOf(cart));
  return row?.n ?? 0;
}

export async function listLines(db: Db, cart: CartKey): Promise<CartLineRow[]> {
  return db.select().from(cartLines).where(lineOf(cart)).orderBy(asc(cartLines.position));
}

/** Takes the next line positions of a cart (the caller holds the cart lock). */
export async function reservePositions(db: Db, cart: CartKey, count: number): Promise<number> {
  const [row] = await db
    .update(carts)
    .set({ nextPosition: sql`${carts.nextPosition} + ${count}`, updatedAt: new Date() })
    .where(cartOf(cart))
    .returning({ next: carts.nextPosition });
  return (row?.next ?? count) - count;
}

export async function insertLines(db: Db, lines: Array<typeof cartLines.$inferInsert>): Promise<void> {
  if (lines.length > 0) await db.insert(cartLines).values(lines);
}

export async function updateLine(
  db: Db,
  cart: CartKey,
  itemIdentifier: string,
  set: Partial<typeof cartLines.$inferInsert>,
): Promise<void> {
  await db
    .update(cartLines)
    .set(set)
    .where(and(lineOf(cart), eq(cartLines.itemIdentifier, itemIdentifier)));
}

/** Deletes lines (and their children, whose forItem points at them; the foreign key cascades too). */
export async function deleteLines(db: Db, cart: CartKey, itemIdentifiers: readonly string[]): Promise<void> {
  for (const id of itemIdentifiers) {
    await db.delete(cartLines).where(and(lineOf(cart), eq(cartLines.itemIdentifier, id)));
    await db.delete(cartLines).where(and(lineOf(cart), eq(cartLines.forItem, id)));
  }
}

export async function deleteAllLines(db: Db, cart: CartKey): Promise<void> {
  await db.delete(cartLines).where(lineOf(cart));
}

export async function updateCart(db: Db, cart: CartKey, set: Partial<typeof carts.$inferInsert>): Promise<void> {
  await db
    .update(carts)
    .set({ ...set, updatedAt: new Date() })
    .where(cartOf(cart));
}

/** Marks a single-use cart link used, unless it already was: true for the one caller that claimed it. */
export async function claimLink(db: Db, cart: CartKey, now: Date): Promise<boolean> {
  const claimed = await db
    .update(carts)
    .set({ linkConsumedAt: now })
    .where(and(cartOf(cart), isNull(carts.linkConsumedAt)))
    .returning({ id: carts.id });
  return claimed.length === 1;
}

/** Writes an outbound event in the caller's transaction (the outbox). */
export async function recordEvent(
  db: Db,
  brand: BrandKey,
  type: string,
  cartId: string | null,
  payload: Record<string, unknown>,
): Promise<void> {
  await db.insert(outboxEvents).values({ brand, type, cartId, payload });
}
