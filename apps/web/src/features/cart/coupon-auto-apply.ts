import type { Cart } from '../../lib/api/cart-schema';

/** The test flag that keeps a stored coupon even when it gives no discount yet (SPEC §4, §6 experiment flag). */
export const KEEP_COUPON_FLAG = 'keepCoupon';
/** A marketing (gtm) override arrives as `?coupon=CODE`. */
export const COUPON_QUERY_PARAM = 'coupon';

/**
 * SPEC §4 auto-apply: with items in the cart, no coupon on it and the shopper not having removed one, the override
 * wins over the stored coupon; otherwise nothing is tried. (A cart link's coupon arrives with the merged cart.)
 */
export function autoApplyCode(cart: Cart, sources: { override: string | null; stored: string | null }): string | null {
  if (cart.items.length === 0 || cart.couponDetails !== null || cart.preventAddingCoupon) return null;
  const code = (sources.override ?? sources.stored ?? '').trim();
  return code === '' ? null : code;
}

/** What to do with the stored coupon after a failed auto-apply: expired codes go; others stay only with the keep-coupon flag. */
export function afterFailedAutoApply(result: { expired: boolean }, keepCoupon: boolean): 'forget' | 'keep' {
  return result.expired || !keepCoupon ? 'forget' : 'keep';
}
