import {
  checkCoupon,
  err,
  isLinkOrRemoteCart,
  normalizeCouponCode,
  ok,
  INVALID_COUPON_MESSAGE,
  RETURNING_CUSTOMER_COUPON_MESSAGE,
  UNRECOGNISED_SHOPPER,
  type CouponRule,
  type CouponShopper,
  type Result,
} from '@store/core';
import type { RequestContext } from '../../context';
import type { CartRow, Db } from '../../db/repositories/carts';
import { findCoupon, toCouponRule } from '../../db/repositories/coupons';

const COUPON_EXPIRED_MESSAGE = 'This coupon has expired';
export const COUPON_USED_MESSAGE = 'This coupon has already been used';

export type CouponLookup = Result<{ rule: CouponRule; keepWhenZero: boolean }> & {
  expired?: boolean;
  /**
   * The code is a real one refused for who the shopper is (a returning-customer coupon): no failed guess, so the
   * caller gives the attempt back, as for a usable code.
   */
  notAGuess?: boolean;
};

/**
 * 3-20 characters else 'Invalid Coupon Code'; unknown codes are invalid too; expired codes carry the expired
 * marker; a returning-customer coupon needs a recognised returning customer (the cart's returningCustomer flag, which only
 * HEAD /orders sets); callers without a session cart pass nobody.
 */
export async function checkCouponCode(
  ctx: RequestContext,
  db: Db,
  input: unknown,
  now: Date,
  shopper: CouponShopper = UNRECOGNISED_SHOPPER,
): Promise<CouponLookup> {
  const code = normalizeCouponCode(input);
  if (!code.ok) return code;
  const row = await findCoupon(db, ctx.brand, code.value);
  if (!row) return err('INVALID_COUPON', INVALID_COUPON_MESSAGE);
  const rule = toCouponRule(row);
  const check = checkCoupon(rule, now, shopper);
  if (check.ok) return ok({ rule, keepWhenZero: row.keepWhenZero });
  switch (check.reason) {
    // Paused or not started yet: the shopper is told what an unknown code gets.
    case 'paused':
    case 'not-started':
      return err('INVALID_COUPON', INVALID_COUPON_MESSAGE);
    case 'expired':
      return { ...err('INVALID_COUPON', COUPON_EXPIRED_MESSAGE, 'coupon-expired'), expired: true };
    case 'returning-customer':
      return { ...err('INVALID_COUPON', RETURNING_CUSTOMER_COUPON_MESSAGE), notAGuess: true };
    case 'exhausted':
    case 'shopper-limit':
      return err('INVALID_COUPON', COUPON_USED_MESSAGE, 'coupon-used');
  }
}

/**
 * Who the shopper of this cart is for coupon checks. Recognised only while the flag HEAD /orders set holds and
 * the cart has not since become a link or remote cart (a merge), so the coupon never rides on a shared cart.
 */
export function shopperOf(cart: Pick<CartRow, 'returningCustomer' | 'historyLog'> | null): CouponShopper {
  return { returningCustomer: cart !== null && cart.returningCustomer && !isLinkOrRemoteCart(cart.historyLog) };
}

/** Whether a lookup was no failed guess, so its coupon-guess attempt is given back. */
export const givesAttemptBack = (lookup: CouponLookup): boolean => lookup.ok || lookup.notAGuess === true;
