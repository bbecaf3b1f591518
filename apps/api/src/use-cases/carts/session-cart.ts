import { ok, type BrandKey, type Cart, type DomainError, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import {
  countLines,
  createSessionCart,
  findSessionCart,
  insertSessionCart,
  lockCart,
  lockCartCountingLines,
  takenCartIds,
  type CartRow,
  type Db,
} from '../../db/repositories/carts';
import type { CartHistoryEntry } from '../../db/schema';
import { derivedCartId, newCartId } from '../../ids';
import { loadCart } from './load-cart';
import { productLoader, type ProductLoader } from './product-loader';

/** Bounds what one cart can store and cost per read: a change that would leave more lines is refused. */
export const MAX_CART_LINES = 50;
export const TOO_MANY_LINES_MESSAGE = `A cart holds at most ${MAX_CART_LINES} lines`;

/** How many derived ids a session may use up (a consumed cart keeps its id) before ids become random. */
const DERIVED_ID_GENERATIONS = 8;

/**
 * The id the session's next cart has: derived from the session (ids.ts derivedCartId), so GET /carts/my answers the
 * same id on every read without writing a row, and the row is written with it at the first change. A session whose
 * earlier cart was consumed moves on to the next derived id.
 */
export async function nextSessionCartId(db: Db, brand: BrandKey, sessionHash: string): Promise<string> {
  const candidates = Array.from({ length: DERIVED_ID_GENERATIONS }, (_, g) => derivedCartId(`${brand}:${g}:${sessionHash}`));
  const taken = await takenCartIds(db, candidates);
  return candidates.find((id) => !taken.has(id)) ?? newCartId();
}

const createdHistory = (now: Date): CartHistoryEntry[] => [
  { type: 'cartCreated', metadata: { channel: 'direct' }, at: now.toISOString() },
];

/** The session's cart as GET /carts/my shows it: the stored row, or an empty cart not yet written (no row per visit). */
export async function readSessionCart(ctx: RequestContext, db: Db, sessionHash: string, now: Date): Promise<CartRow> {
  const existing = await findSessionCart(db, ctx.brand, sessionHash);
  if (existing) return existing;
  return {
    id: await nextSessionCartId(db, ctx.brand, sessionHash),
    brand: ctx.brand,
    sessionHash,
    status: 'active',
    couponCode: null,
    preventAddingCoupon: false,
    returningCustomer: false,
    region: null,
    billingProvider: null,
    reqShippingDate: null,
    reqDeliveryDate: null,
    deliveryOption: null,
    withMattressRemoval: false,
    historyLog: createdHistory(now),
    nextPosition: 0,
    linkSingleUse: false,
    linkConsumedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The session's stored cart, written now (with the id GET /carts/my already showed) when there is none yet. */
export async function sessionCart(ctx: RequestContext, db: Db, sessionHash: string, now: Date): Promise<CartRow> {
  return (await findSessionCart(db, ctx.brand, sessionHash)) ?? createNewSessionCart(ctx, db, sessionHash, now);
}

/** Writes the session's cart (the caller found none; a concurrent request's row wins a race). */
async function createNewSessionCart(ctx: RequestContext, db: Db, sessionHash: string, now: Date): Promise<CartRow> {
  const id = await nextSessionCartId(db, ctx.brand, sessionHash);
  return createSessionCart(db, ctx.brand, sessionHash, id, createdHistory(now));
}

/** Carries a refused change out of the transaction so that everything it wrote is rolled back. */
class RefusedChange extends Error {
  constructor(readonly error: DomainError) {
    super(error.message);
  }
}

class CartVanished extends Error {}

/** A cart row locked for the change's transaction, with its line count before the change. */
interface HeldCart {
  row: CartRow;
  lines: number;
}

/** The stored cart locked, or null when it is gone (the clean-up removed it). */
async function lockStored(tx: Db, brand: BrandKey, stored: CartRow): Promise<HeldCart | null> {
  const row = await lockCart(tx, brand, stored.id);
  if (!row) return null;
  // Counted in its own statement: one that waited for the lock would count with its snapshot from before the wait and
  // miss the lines a concurrent add committed (cart-concurrency.test.ts).
  return { row, lines: await countLines(tx, row) };
}

/**
 * The session's first cart, written inside the change's transaction: a new row is this transaction's alone until it
 * commits (no lock or count to take: it has no lines) and a refusal rolls it back. When a concurrent first change
 * wrote the session's cart first, this insert waits for it and writes nothing; that cart is locked and counted instead.
 */
async function createHeld(ctx: RequestContext, tx: Db, sessionHash: string, now: Date): Promise<HeldCart | null> {
  const id = await nextSessionCartId(tx, ctx.brand, sessionHash);
  const inserted = await insertSessionCart(tx, ctx.brand, sessionHash, id, createdHistory(now));
  if (inserted) return { row: inserted, lines: 0 };
  const winner = await findSessionCart(tx, ctx.brand, sessionHash);
  return winner && lockStored(tx, ctx.brand, winner);
}

/** A change to the session's cart, run holding its row lock: the locked row, a product loader, the line count before. */
type CartChange<T> = (tx: Db, cart: CartRow, products: ProductLoader, before: { lines: number }) => Promise<Result<T>>;

/**
 * Runs a change to the session's cart in one transaction holding the cart's row lock, then returns the cart as
 * the change left it. Concurrent changes to one cart queue up and none is lost; a refused change writes nothing.
 */
export async function changeSessionCart<T>(
  ctx: RequestContext,
  sessionHash: string,
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
  change: CartChange<T>,
  /** The session's cart when the caller has just read it (findSessionCart): the first attempt does not read it again. */
  found?: CartRow,
): Promise<Result<{ cart: Cart; value: T }>> {
  return inHeldCart(ctx, sessionHash, deps, found, async (tx, { row: locked, lines: linesBefore }, products) => {
    const outcome = await change(tx, locked, products, { lines: linesBefore });
    if (!outcome.ok) throw new RefusedChange(outcome.error);
    // Counted after the change, so child lines, split-king pairs and merged lines all count; a cart already
    // over the cap (from before it) may still shrink.
    // The lock is already held here, so this count (one round trip with the fresh row) sees every line.
    const after = await lockCartCountingLines(tx, ctx.brand, locked.id);
    const linesAfter = after?.lines ?? 0;
    if (linesAfter > MAX_CART_LINES && linesAfter > linesBefore)
      throw new RefusedChange({ code: 'BAD_REQUEST', message: TOO_MANY_LINES_MESSAGE });
    const fresh = after?.cart ?? locked;
    return { cart: await loadCart(ctx, tx, fresh, deps, products), value: outcome.value };
  });
}

/**
 * A change that adds no line and whose caller needs only its own answer (an order frozen from the cart), run under
 * the cart's lock as changeSessionCart runs one, without counting the lines again or reading the cart back: two SQL
 * round trips fewer.
 */
export async function withSessionCart<T>(
  ctx: RequestContext,
  sessionHash: string,
  deps: Pick<Deps, 'db' | 'now'>,
  change: CartChange<T>,
  found?: CartRow,
): Promise<Result<T>> {
  return inHeldCart(ctx, sessionHash, deps, found, async (tx, { row, lines }, products) => {
    const outcome = await change(tx, row, products, { lines });
    if (!outcome.ok) throw new RefusedChange(outcome.error);
    return outcome.value;
  });
}

/**
 * One transaction holding the session cart's row lock (the cart written first when the session has none), around
 * `body`; a RefusedChange it throws rolls everything back and is answered as the refusal. A cart removed between the
 * read and the lock, a deadlock or a serialization failure runs it again.
 */
async function inHeldCart<R>(
  ctx: RequestContext,
  sessionHash: string,
  deps: Pick<Deps, 'db' | 'now'>,
  found: CartRow | undefined,
  body: (tx: Db, held: HeldCart, products: ProductLoader) => Promise<R>,
): Promise<Result<R>> {
  for (let attempt = 1; ; attempt++) {
    const stored = attempt === 1 && found ? found : await findSessionCart(deps.db, ctx.brand, sessionHash);
    try {
      return ok(
        await deps.db.transaction(async (tx) => {
          const held = stored ? await lockStored(tx, ctx.brand, stored) : await createHeld(ctx, tx, sessionHash, deps.now());
          // The clean-up removed the (empty, day-old) cart between the read and the lock: start again with a new row.
          if (!held) throw new CartVanished();
          return body(tx, held, productLoader(tx, ctx.brand));
        }),
      );
    } catch (error) {
      // Rolled back with everything the change wrote, the session's new cart row included: a refused change writes nothing.
      if (error instanceof RefusedChange) return { ok: false, error: error.error };
      if (error instanceof CartVanished && attempt < MAX_ATTEMPTS) continue;
      // Two changes that lock two carts in opposite orders (two shoppers merging each other's links) deadlock;
      // PostgreSQL aborts one, which is then run again.
      if (attempt < MAX_ATTEMPTS && isRetryable(error)) continue;
      throw error;
    }
  }
}

const MAX_ATTEMPTS = 3;
const RETRYABLE = new Set(['40P01', '40001']);

/** A deadlock or serialization failure, as the driver reports it (directly or as the cause of Drizzle's error). */
export function isRetryable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return (typeof code === 'string' && RETRYABLE.has(code)) || isRetryable(cause, depth + 1);
}

/** The cart of a successful change, or its refusal. */
export function cartOf<T>(result: Result<{ cart: Cart; value: T }>): Result<Cart> {
  return result.ok ? ok(result.value.cart) : result;
}
