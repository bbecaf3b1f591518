import { ok, type Cart, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { deleteAllLines, updateCart } from '../../db/repositories/carts';
import { cartOf, changeSessionCart } from './session-cart';

/** DELETE /carts/my: empties the cart (lines, coupon, requested dates); the cart id stays. */
export async function clearCart(
  ctx: RequestContext,
  input: { sessionHash: string },
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<Result<Cart>> {
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async (tx, row) => {
    await deleteAllLines(tx, row);
    await updateCart(tx, row, { couponCode: null, reqDeliveryDate: null, reqShippingDate: null });
    return ok(null);
  });
  return cartOf(result);
}
