import type { Cart } from '../../lib/api/cart-schema';
import { syncCheckoutCart } from '../checkout/checkout-store';
import { pageBrand, publishCartUpdated } from './cart-events';
import { couponStorageChange, couponStorageKey, type CartChangeReason } from './coupon-storage';

function storeCoupon(cart: Cart, reason: CartChangeReason): void {
  const change = couponStorageChange(cart, reason);
  try {
    const key = couponStorageKey(pageBrand());
    if (change.kind === 'set') window.localStorage.setItem(key, change.code);
    if (change.kind === 'remove') window.localStorage.removeItem(key);
  } catch {
    // Storage may be disabled; the coupon still holds on the server cart.
  }
}

/** "After any change": (the server sorted the cart) the coupon is stored, an update event is published, the checkout state is updated. */
export function afterCartChange(cart: Cart, reason: CartChangeReason): void {
  storeCoupon(cart, reason);
  publishCartUpdated(cart);
  void syncCheckoutCart(cart);
}

/** "If fetching the cart fails, the cart is cleared": the view, the header count and the checkout state forget it. */
export function afterCartCleared(): void {
  publishCartUpdated(null);
  void syncCheckoutCart(null);
}
