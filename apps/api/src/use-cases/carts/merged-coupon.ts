import type { Deps, RequestContext } from '../../context';
import type { CartRow, Db } from '../../db/repositories/carts';
import { couponGivesDiscount } from './apply-coupon';
import { checkCouponCode, shopperOf } from './check-coupon-code';
import type { ProductLoader } from './product-loader';

export const COUPON_REMOVED_BEFORE_MESSAGE = 'You removed a coupon from this cart, so the shared cart’s coupon was not added';
export const OWN_COUPON_KEPT_MESSAGE = 'Your cart keeps its own coupon';

/** The shared cart's coupon that did not come with a merge, and why (the cart's `couponNotApplied`). */
export interface CouponNotApplied {
  code: string;
  message: string;
}

export type MergedCoupon = { code: string | null; notApplied: CouponNotApplied | null };

/**
 * "auto-apply looks at the cart link coupon": the shared cart's coupon comes with a merge only as an applied
 * coupon would (exists, not expired, not used up, the returning-customer rule, a discount on the merged lines unless
 * keep-when-zero or the keep-coupon flag), never into a cart whose shopper removed a coupon (preventAddingCoupon) and
 * never over the shopper's own coupon. A refusal does not refuse the merge: the lines merge and the answer says so.
 * It is not a coupon guess (the visitor chose a cart, not a code), so the guess limit is not touched.
 */
export async function mergedCoupon(
  ctx: RequestContext,
  tx: Db,
  mine: CartRow,
  sharedCode: string | null,
  options: { keepCoupon: boolean },
  deps: Pick<Deps, 'now' | 'tax'>,
  products: ProductLoader,
): Promise<MergedCoupon> {
  const keep = (notApplied: CouponNotApplied | null): MergedCoupon => ({ code: mine.couponCode, notApplied });
  if (sharedCode === null || sharedCode === mine.couponCode) return keep(null);
  if (mine.couponCode !== null) return keep({ code: sharedCode, message: OWN_COUPON_KEPT_MESSAGE });
  if (mine.preventAddingCoupon) return keep({ code: sharedCode, message: COUPON_REMOVED_BEFORE_MESSAGE });
  const coupon = await checkCouponCode(ctx, tx, sharedCode, deps.now(), shopperOf(mine));
  if (!coupon.ok) return keep({ code: sharedCode, message: coupon.error.message });
  const gives = await couponGivesDiscount(ctx, tx, mine, { ...coupon.value, ...options }, deps, products);
  if (!gives.ok) return keep({ code: sharedCode, message: gives.error.message });
  return { code: coupon.value.rule.code, notApplied: null };
}

/** The merge's answer: the cart, saying which shared coupon did not come with it. */
export const withCouponNotApplied = <C extends object>(cart: C, notApplied: CouponNotApplied | null): C =>
  notApplied === null ? cart : { ...cart, couponNotApplied: notApplied };
