import { ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findSessionCart, recordEvent } from '../../db/repositories/carts';
import { checkCouponCode, givesAttemptBack, shopperOf } from './check-coupon-code';
import { reserveCouponAttempt } from './coupon-attempts';

export interface CouponValidation {
  couponDetails: { code: string; valid: boolean; expired: boolean; message: string | null };
}

/**
 * Coupon validation: a list of couponCode with empty items; the code comes back at result[i].couponDetails.code.
 * Every entry is one attempt against the coupon-guess limits.
 */
export async function validateCoupons(
  ctx: RequestContext,
  input: { sessionHash: string; entries: Array<{ couponCode: string }> },
  deps: Pick<Deps, 'db' | 'now' | 'stores'>,
): Promise<Result<CouponValidation[]>> {
  const results: CouponValidation[] = [];
  // The returning-customer coupon validates for the session HEAD /orders recognised, as it applies for it.
  const shopper = shopperOf(await findSessionCart(deps.db, ctx.brand, input.sessionHash));
  for (const entry of input.entries) {
    const attempt = await reserveCouponAttempt(deps.stores, ctx, input.sessionHash);
    if (!attempt.ok) return attempt;
    const check = await checkCouponCode(ctx, deps.db, entry.couponCode, deps.now(), shopper);
    const code = check.ok ? check.value.rule.code : entry.couponCode.trim().toUpperCase();
    if (givesAttemptBack(check)) await attempt.value.release();
    if (check.expired) await recordEvent(deps.db, ctx.brand, 'coupon.failed', null, { code, reason: 'expired' });
    results.push({
      couponDetails: { code, valid: check.ok, expired: check.expired === true, message: check.ok ? null : check.error.message },
    });
  }
  return ok(results);
}
