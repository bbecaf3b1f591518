import { ok, type Cart, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { cartOf, changeSessionCart } from './session-cart';

/** GET /carts/my: the session's cart, created lazily, with unsellable lines removed. */
export async function getMyCart(ctx: RequestContext, input: { sessionHash: string }, deps: Pick<Deps, 'db' | 'now'>): Promise<Result<Cart>> {
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async () => ok(null));
  return cartOf(result);
}
