import { ok, type Cart, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { updateCart } from '../../db/repositories/carts';
import { cartOf, changeSessionCart } from './session-cart';

/** DELETE /carts/my/coupon: removal sets preventAddingCoupon (the route also clears the coupon cookie). */
export async function removeCoupon(
  ctx: RequestContext,
  input: { sessionHash: string },
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<Result<Cart>> {
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async (tx, row) => {
    await updateCart(tx, row, { couponCode: null, preventAddingCoupon: true });
    return ok(null);
  });
  return cartOf(result);
}
