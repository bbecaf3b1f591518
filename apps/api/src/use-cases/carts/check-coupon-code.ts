import { checkCoupon, err, normalizeCouponCode, ok, INVALID_COUPON_MESSAGE, type CouponRule, type Result } from '@store/core';
import type { RequestContext } from '../../context';
import type { Db } from '../../db/repositories/carts';
import { findCoupon, toCouponRule } from '../../db/repositories/coupons';

const COUPON_EXPIRED_MESSAGE = 'This coupon has expired';
export const COUPON_USED_MESSAGE = 'This coupon has already been used';

export type CouponLookup = Result<{ rule: CouponRule; keepWhenZero: boolean }> & { expired?: boolean };

/** SPEC §5: 3-20 characters else 'Invalid Coupon Code'; unknown codes are invalid too; expired codes carry the expired marker. */
export async function checkCouponCode(ctx: RequestContext, db: Db, input: unknown, now: Date): Promise<CouponLookup> {
  const code = normalizeCouponCode(input);
  if (!code.ok) return code;
  const row = await findCoupon(db, ctx.brand, code.value);
  if (!row) return err('INVALID_COUPON', INVALID_COUPON_MESSAGE);
  const rule = toCouponRule(row);
  const check = checkCoupon(rule, now);
  if (!check.ok && check.reason === 'expired')
    return { ...err('INVALID_COUPON', COUPON_EXPIRED_MESSAGE, 'coupon-expired'), expired: true };
  if (!check.ok) return err('INVALID_COUPON', COUPON_USED_MESSAGE, 'coupon-used');
  return ok({ rule, keepWhenZero: row.keepWhenZero });
}
