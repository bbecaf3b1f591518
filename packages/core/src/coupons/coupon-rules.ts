import type { CatalogCoupon } from '../catalog-file/sections';

/** One problem with a coupon's rules: the field it is about and what is wrong, in words staff read. */
export interface CouponRuleIssue {
  field: keyof CatalogCoupon;
  message: string;
}

export const PERCENT_RANGE_MESSAGE = 'a percent coupon takes 1 to 100';
export const ENDS_BEFORE_START_MESSAGE = 'the end must be after the start';

/**
 * What a coupon's schema alone cannot see: a percent over 100, an end at or before the start. The catalogue file check,
 * the staff API and the staff application's form all ask this.
 */
export function couponRuleIssues(coupon: Pick<CatalogCoupon, 'kind' | 'value' | 'startsAt' | 'expiresAt'>): CouponRuleIssue[] {
  const issues: CouponRuleIssue[] = [];
  if (coupon.kind === 'percent' && coupon.value > 100) issues.push({ field: 'value', message: PERCENT_RANGE_MESSAGE });
  if (coupon.startsAt !== null && coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= Date.parse(coupon.startsAt))
    issues.push({ field: 'expiresAt', message: ENDS_BEFORE_START_MESSAGE });
  return issues;
}

export const COUPON_STATUSES = ['active', 'scheduled', 'paused', 'expired', 'used-up'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/**
 * Where a coupon stands for staff: expired once its end has passed, used up at its limit, else paused while staff
 * hold it, scheduled before its start, active otherwise. The first that holds wins: an expired coupon is expired
 * whether or not it was paused.
 */
export function couponStatus(
  coupon: { paused: boolean; startsAt: Date | null; expiresAt: Date | null; maxRedemptions: number | null; redemptions: number },
  now: Date,
): CouponStatus {
  if (coupon.expiresAt !== null && coupon.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return 'used-up';
  if (coupon.paused) return 'paused';
  if (coupon.startsAt !== null && coupon.startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'active';
}
