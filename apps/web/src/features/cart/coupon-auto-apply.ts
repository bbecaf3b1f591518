import type { Cart } from '../../lib/api/cart-schema';

/** The experiment flag that keeps an auto-applied coupon on the cart while it gives no discount yet. */
export { KEEP_COUPON_FLAG } from '@store/core/cart/coupon-code';
/** A marketing (gtm) override arrives as `?coupon=CODE`. */
export const COUPON_QUERY_PARAM = 'coupon';

/**
 * Auto-apply "looks at the cart link coupon": the API checks the shared cart's coupon during the merge, like an
 * applied one, and the merge's answer names it in couponNotApplied when it did not come along (the lines did). This is
 * what the shopper is told then; the refused code is not tried again by auto-apply (it is neither stored nor an override).
 */
export function linkCouponNotice(cart: Cart): string | undefined {
  const refused = cart.couponNotApplied;
  return refused ? `The shared cart’s coupon ${refused.code} was not applied: ${refused.message}` : undefined;
}

/**
 * Auto-apply: with items in the cart, no coupon on it and the shopper not having removed one, the override
 * wins over the stored coupon; otherwise nothing is tried. (A cart link's coupon arrives with the merged cart, checked by the API.)
 */
export function autoApplyCode(cart: Cart, sources: { override: string | null; stored: string | null }): string | null {
  if (cart.items.length === 0 || cart.couponDetails !== null || cart.preventAddingCoupon) return null;
  const code = (sources.override ?? sources.stored ?? '').trim();
  return code === '' ? null : code;
}
