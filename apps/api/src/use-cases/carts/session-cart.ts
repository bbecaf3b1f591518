import { ok, type Cart, type DomainError, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { createSessionCart, findSessionCart, lockCart, type CartRow, type Db } from '../../db/repositories/carts';
import type { CartHistoryEntry } from '../../db/schema';
import { newCartId } from '../../ids';
import { loadCart } from './load-cart';
import { productLoader, type ProductLoader } from './product-loader';

/** The session's cart, created lazily (GET /carts/my). */
export async function sessionCart(ctx: RequestContext, db: Db, sessionHash: string, now: Date): Promise<CartRow> {
  const existing = await findSessionCart(db, ctx.brand, sessionHash);
  if (existing) return existing;
  const history: CartHistoryEntry[] = [{ type: 'cartCreated', metadata: { channel: 'direct' }, at: now.toISOString() }];
  return createSessionCart(db, ctx.brand, sessionHash, newCartId(), history);
}

/** Carries a refused change out of the transaction so that everything it wrote is rolled back. */
class RefusedChange extends Error {
  constructor(readonly error: DomainError) {
    super(error.message);
  }
}

/**
 * Runs a change to the session's cart in one transaction holding the cart's row lock, then returns the cart as
 * the change left it. Concurrent changes to one cart queue up and none is lost; a refused change writes nothing.
 */
export async function changeSessionCart<T>(
  ctx: RequestContext,
  sessionHash: string,
  deps: Pick<Deps, 'db' | 'now'>,
  change: (tx: Db, cart: CartRow, products: ProductLoader) => Promise<Result<T>>,
): Promise<Result<{ cart: Cart; value: T }>> {
  const created = await sessionCart(ctx, deps.db, sessionHash, deps.now());
  for (let attempt = 1; ; attempt++) {
    try {
      return ok(
        await deps.db.transaction(async (tx) => {
          const locked = (await lockCart(tx, ctx.brand, created.id)) ?? created;
          const products = productLoader(tx, ctx.brand);
          const outcome = await change(tx, locked, products);
          if (!outcome.ok) throw new RefusedChange(outcome.error);
          const fresh = (await lockCart(tx, ctx.brand, created.id)) ?? locked;
          return { cart: await loadCart(ctx, tx, fresh, deps, products), value: outcome.value };
        }),
      );
    } catch (error) {
      if (error instanceof RefusedChange) return { ok: false, error: error.error };
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
