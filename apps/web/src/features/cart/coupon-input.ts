import { normalizeCouponCode } from '@store/core/cart/coupon-code';

/** What an empty coupon field says (only says it must be non-empty; this names what is missing). */
export const EMPTY_COUPON_MESSAGE = 'Enter a coupon code';

/**
 * The coupon field must be non-empty and 3-20 characters ('Invalid Coupon Code') before any call is made, so a
 * typo costs no coupon guess. Returns the message to show, or null when the code may be sent.
 */
export function couponInputError(input: string): string | null {
  if (input.trim() === '') return EMPTY_COUPON_MESSAGE;
  const code = normalizeCouponCode(input);
  return code.ok ? null : code.error.message;
}
