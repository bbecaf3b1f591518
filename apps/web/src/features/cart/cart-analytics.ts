import { addToCartEvent } from '@store/core/analytics/event-builders';
import { trackEvent } from '../../lib/analytics/data-layer';
import { sendFunnelBeacon } from '../../lib/analytics/funnel-beacon';
import type { Cart } from '../../lib/api/cart-schema';

/**
 * add_to_cart: once per successful add (the product line and its add-ons together), with what the server's
 * answer gained over the cart before it, and counted for the staff dashboard's funnel. An add that added nothing
 * reports nothing. Never throws.
 */
export function trackAddToCart(
  before: Cart | null,
  after: Cart | null,
  requested: ReadonlyArray<{ productID: string; quantity: number }>,
): void {
  if (after === null) return;
  try {
    const event = addToCartEvent(before, after, requested);
    if (event === null) return;
    trackEvent(event);
    sendFunnelBeacon('add_to_cart');
  } catch (error) {
    console.warn('add_to_cart not tracked', error);
  }
}

/** coupon_applied / coupon_failed: one per coupon attempt, with the server's (or the form's) message as the reason. */
export function trackCouponResult(code: string, result: { ok: true; cart: Cart } | { ok: false; message: string }): void {
  const trimmed = code.trim();
  if (trimmed === '') return;
  try {
    if (result.ok) trackEvent({ event: 'coupon_applied', code: result.cart.couponDetails?.code ?? trimmed.slice(0, 40) });
    else trackEvent({ event: 'coupon_failed', code: trimmed.slice(0, 40), reason: result.message.slice(0, 300) || 'unknown' });
  } catch (error) {
    console.warn('coupon event not tracked', error);
  }
}
