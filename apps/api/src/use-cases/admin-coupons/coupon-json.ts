import { err, ok, type Result } from '@store/core';
import { staffSeesBrand } from '@store/core/back-office/staff-roles';
import { couponStatus } from '@store/core/coupons/coupon-rules';
import type { AdminCoupon } from '@store/core/coupons/coupon-wire';
import type { BrandKey } from '@store/core';
import { couponRulesOf, type CouponRow } from '../../db/repositories/coupons';
import type { StaffMember } from '../../staff/staff-member';

export const COUPON_NOT_FOUND_MESSAGE = 'Coupon not found';
export const COUPON_STALE_MESSAGE = 'This coupon was changed by someone else since you opened it: reload it and try again';

/** A coupon as staff see it. */
export function couponJson(row: CouponRow, now: Date): AdminCoupon {
  return {
    brand: row.brand as BrandKey,
    rules: couponRulesOf(row),
    redemptions: row.redemptions,
    status: couponStatus(row, now),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A coupon of a brand the member does not work on answers exactly as a missing one. */
export function inCouponScope(member: StaffMember, row: CouponRow | null): Result<CouponRow> {
  return row && staffSeesBrand(member.brands, row.brand) ? ok(row) : err('NOT_FOUND', COUPON_NOT_FOUND_MESSAGE);
}

/** The version the editor read must still be the row's, else 409: someone else's change is never overwritten. */
export function currentVersion(row: CouponRow, version: number): Result<CouponRow> {
  return row.version === version ? ok(row) : err('CONFLICT', COUPON_STALE_MESSAGE);
}
