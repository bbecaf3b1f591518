import { ok, type Cart, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { needsCleanup, viewCart } from './load-cart';
import { cartOf, changeSessionCart, readSessionCart } from './session-cart';

/**
 * GET /carts/my: the session's cart; a plain read unless lines or the coupon must be removed. A session without a
 * stored cart gets an empty one with its derived id, and nothing is written until the first change.
 */
export async function getMyCart(
  ctx: RequestContext,
  input: { sessionHash: string },
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<Result<Cart>> {
  const row = await readSessionCart(ctx, deps.db, input.sessionHash, deps.now());
  const view = await viewCart(ctx, deps.db, row, deps);
  if (!needsCleanup(view)) return ok(view.cart);
  return cartOf(await changeSessionCart(ctx, input.sessionHash, deps, async () => ok(null)));
}
