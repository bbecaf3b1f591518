import { CART_EMPTY_MESSAGE, err, ok, type Cart, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { listLines, recordEvent, updateCart } from '../../db/repositories/carts';
import { checkCouponCode } from './check-coupon-code';
import { countCouponFailure, couponGuard } from './coupon-attempts';
import { changeSessionCart } from './session-cart';

/** PUT /carts/my/coupon: applies a code the server knows; an empty cart cannot take one ('Cart Empty'). */
export async function applyCoupon(ctx: RequestContext, input: { sessionHash: string; couponCode: string }, deps: Pick<Deps, 'db' | 'now' | 'stores'>): Promise<Result<Cart>> {
  const blocked = await couponGuard(deps.stores, ctx.brand, input.sessionHash);
  if (blocked) return { ok: false, error: blocked };
  let failed = false;
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async (tx, row) => {
    if ((await listLines(tx, row.id)).length === 0) return err('CART_EMPTY', CART_EMPTY_MESSAGE);
    const coupon = await checkCouponCode(ctx, tx, input.couponCode, deps.now());
    if (!coupon.ok) {
      failed = true;
      return coupon;
    }
    await updateCart(tx, row.id, { couponCode: coupon.value.rule.code, preventAddingCoupon: false });
    return ok(coupon.value.keepWhenZero);
  });
  if (failed) {
    await countCouponFailure(deps.stores, ctx.brand, input.sessionHash);
    if (!result.ok && result.error.message === 'This coupon has expired') {
      await recordEvent(deps.db, ctx.brand, 'coupon.failed', null, { code: input.couponCode.slice(0, 20), reason: 'expired' });
    }
  }
  if (!result.ok) return result;
  const { cart, value: keepWhenZero } = result.value;
  if (cart.totalDiscount.amount > 0 || keepWhenZero) return ok(cart);
  // SPEC §4: a coupon whose discount is zero is removed again, unless it is a keep-coupon code.
  await changeSessionCart(ctx, input.sessionHash, deps, async (tx, row) => {
    await updateCart(tx, row.id, { couponCode: null });
    return ok(null);
  });
  return err('INVALID_COUPON', 'This coupon does not apply to the items in your cart');
}
