import type { Cart } from '../../lib/api/cart-schema';
import { pageBrand } from './cart-events';

/** The coupon is stored per brand, so one brand's coupon is never offered on another. */
export function couponStorageKey(brand: string): string {
  return `store:coupon:${brand}`;
}

export type CouponStorageChange = { kind: 'set'; code: string } | { kind: 'remove' } | { kind: 'keep' };

/** Why the cart changed; only the shopper removing the coupon clears the stored one ("Removal ... clears the stored coupon"). */
export type CartChangeReason =
  'load' | 'merge' | 'add' | 'quantity' | 'remove' | 'coupon-applied' | 'coupon-removed' | 'region' | 'delivery';

/** "After any change ... the coupon is stored": the cart's coupon is kept; a removed coupon is forgotten; otherwise unchanged. */
export function couponStorageChange(cart: Cart, reason: CartChangeReason): CouponStorageChange {
  if (cart.couponDetails !== null && cart.couponDetails.code !== '') return { kind: 'set', code: cart.couponDetails.code };
  return reason === 'coupon-removed' ? { kind: 'remove' } : { kind: 'keep' };
}

/** The coupon stored for this page's brand, or null (none, or storage blocked). */
export function readStoredCoupon(): string | null {
  try {
    return window.localStorage.getItem(couponStorageKey(pageBrand()));
  } catch {
    return null;
  }
}
