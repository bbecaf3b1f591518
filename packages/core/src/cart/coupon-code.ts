import { err, ok, type Result } from '../result';

/** Coupon field limits. */
export const COUPON_MIN_LENGTH = 3;
export const COUPON_MAX_LENGTH = 20;
export const INVALID_COUPON_MESSAGE = 'Invalid Coupon Code';
export const CART_EMPTY_MESSAGE = 'Cart Empty';

/** A coupon is 3 to 20 characters and must be non-empty, else 'Invalid Coupon Code'. Codes compare case-insensitively. */
export function normalizeCouponCode(input: unknown): Result<string> {
  if (typeof input !== 'string') return err('INVALID_COUPON', INVALID_COUPON_MESSAGE);
  const code = input.trim().toUpperCase();
  if (code.length < COUPON_MIN_LENGTH || code.length > COUPON_MAX_LENGTH || !/^[A-Z0-9_-]+$/.test(code)) {
    return err('INVALID_COUPON', INVALID_COUPON_MESSAGE);
  }
  return ok(code);
}

/**
 * Experiment flag: with it on, an auto-applied coupon stays on the cart even while it gives no discount
 * (it starts to count once qualifying items are added). The storefront sends it as `?flags=keepCoupon`.
 */
export const KEEP_COUPON_FLAG = 'keepCoupon';
