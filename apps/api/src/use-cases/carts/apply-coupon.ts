import { CART_EMPTY_MESSAGE, err, ok, type Cart, type CouponRule, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { listLines, recordEvent, updateCart, type CartRow, type Db } from '../../db/repositories/carts';
import { checkCouponCode, givesAttemptBack, shopperOf } from './check-coupon-code';
import { reserveCouponAttempt } from './coupon-attempts';
import { viewCart } from './load-cart';
import type { ProductLoader } from './product-loader';
import { cartOf, changeSessionCart } from './session-cart';

export const COUPON_DOES_NOT_APPLY_MESSAGE = 'This coupon does not apply to the items in your cart';

export interface ApplyCouponInput {
  sessionHash: string;
  couponCode: string;
  /** The keep-coupon experiment flag: keep the coupon while it gives no discount. */
  keepCoupon: boolean;
}

/**
 * PUT /carts/my/coupon: applies a code the server knows. An empty cart cannot take one ('Cart Empty'); a coupon that
 * would give no discount is refused unless it is a keep-when-zero code or the keep-coupon flag is on. The cart is
 * priced with the coupon inside the change's transaction, so a refusal writes nothing.
 */
export async function applyCoupon(
  ctx: RequestContext,
  input: ApplyCouponInput,
  deps: Pick<Deps, 'db' | 'now' | 'stores' | 'tax'>,
): Promise<Result<Cart>> {
  const attempt = await reserveCouponAttempt(deps.stores, ctx, input.sessionHash);
  if (!attempt.ok) return attempt;
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async (tx, row, products) => {
    if ((await listLines(tx, row)).length === 0) {
      await attempt.value.release();
      return err('CART_EMPTY', CART_EMPTY_MESSAGE);
    }
    const coupon = await checkCouponCode(ctx, tx, input.couponCode, deps.now(), shopperOf(row));
    if (givesAttemptBack(coupon)) await attempt.value.release();
    if (!coupon.ok) return coupon;
    const gives = await couponGivesDiscount(ctx, tx, row, { ...coupon.value, keepCoupon: input.keepCoupon }, deps, products);
    if (!gives.ok) return gives;
    await updateCart(tx, row, { couponCode: coupon.value.rule.code, preventAddingCoupon: false });
    return ok(null);
  });
  if (!result.ok && result.error.reason === 'coupon-expired') {
    await recordEvent(deps.db, ctx.brand, 'coupon.failed', null, {
      code: input.couponCode.trim().toUpperCase().slice(0, 20),
      reason: 'expired',
    });
  }
  return cartOf(result);
}

/**
 * A usable coupon must give a discount on the cart's current lines, unless it is a keep-when-zero code or the
 * keep-coupon flag is on: the cart is priced with it inside the caller's transaction.
 */
export async function couponGivesDiscount(
  ctx: RequestContext,
  tx: Db,
  row: CartRow,
  coupon: { rule: CouponRule; keepWhenZero: boolean; keepCoupon: boolean },
  deps: Pick<Deps, 'now' | 'tax'>,
  products: ProductLoader,
): Promise<Result<null>> {
  if (coupon.keepWhenZero || coupon.keepCoupon) return ok(null);
  const priced = await viewCart(ctx, tx, { ...row, couponCode: coupon.rule.code }, deps, products);
  return priced.cart.totalDiscount.amount === 0 ? err('INVALID_COUPON', COUPON_DOES_NOT_APPLY_MESSAGE) : ok(null);
}
