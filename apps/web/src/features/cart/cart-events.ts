import type { Cart } from '../../lib/api/cart-schema';

/** Other parts of the page (header count, analytics) learn about cart changes through this window event. */
export const CART_UPDATED_EVENT = 'cart:updated';
/** Asks the cart drawer to open (header button, add to cart); the drawer's code loads on the first request. */
export const CART_OPEN_EVENT = 'cart:open';

/** The localStorage key of the last known item count: the header shows it before the cart code loads, and only a shopper who has a cart fetches it. */
export function cartCountKey(brand: string): string {
  return `store:cart-count:${brand}`;
}

/** The brand of the page, from `<html data-brand>` (the [brand] layout sets it). */
export function pageBrand(): string {
  return document.documentElement.dataset.brand ?? 'default';
}

/** The last known item count, or null when this browser has never had a cart on this brand. */
export function storedCartCount(): number | null {
  try {
    const raw = window.localStorage.getItem(cartCountKey(pageBrand()));
    const count = raw === null ? NaN : Number(raw);
    return Number.isInteger(count) && count >= 0 ? count : null;
  } catch {
    return null;
  }
}

let cartLoadedByPage = false;

/**
 * The cart page and the checkout steps load the shopper's cart themselves, and its count with it: the header then has
 * no reason to load the drawer's code (and the cart store with it, a second copy of what the page already has) to
 * refresh the count when the browser is idle.
 */
export function markCartLoadedByPage(): void {
  cartLoadedByPage = true;
}

/** Whether this page loads the cart itself (markCartLoadedByPage). */
export function pageLoadsCart(): boolean {
  return cartLoadedByPage;
}

/** "an update event is published": `cart:updated` with the cart (null when it was cleared); the count is remembered. */
export function publishCartUpdated(cart: Cart | null): void {
  try {
    window.localStorage.setItem(cartCountKey(pageBrand()), String(cart?.itemsCount ?? 0));
  } catch {
    // Storage may be disabled; the event still carries the count.
  }
  window.dispatchEvent(new CustomEvent<Cart | null>(CART_UPDATED_EVENT, { detail: cart }));
}

/**
 * Signing in or out changes whose cart this browser shows (the account's, merged, or a fresh guest one), so
 * the remembered count is stale. It becomes 0 rather than being dropped: a known count makes the next page fetch the
 * real cart once the browser is idle. No cart:updated event: the cart itself did not change here.
 */
export function markCartOwnerChanged(): void {
  try {
    window.localStorage.setItem(cartCountKey(pageBrand()), '0');
  } catch {
    // Storage may be disabled: then no count was remembered either.
  }
}

/** What `cart:open` carries: the control that asked, so focus can go back to it when the drawer closes. */
export interface CartOpenDetail {
  opener: HTMLElement | null;
}

/** Opens the cart drawer from anywhere on the page; `opener` gets focus back when the drawer closes. */
export function requestCartOpen(opener: HTMLElement | null = null): void {
  window.dispatchEvent(new CustomEvent<CartOpenDetail>(CART_OPEN_EVENT, { detail: { opener } }));
}

/** A coupon whose check returns the expired marker sends a coupon-failure event. */
export function publishCouponFailed(code: string, reason: 'expired'): void {
  window.dispatchEvent(new CustomEvent('coupon:failed', { detail: { code, reason } }));
}
