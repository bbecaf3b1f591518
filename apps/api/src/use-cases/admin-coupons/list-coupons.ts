import type { CouponStatus } from '@store/core/coupons/coupon-rules';
import type { AdminCoupon } from '@store/core/coupons/coupon-wire';
import { listStaffCoupons } from '../../db/repositories/admin-coupons';
import type { Db } from '../../db/repositories/carts';
import type { StaffMember } from '../../staff/staff-member';
import { couponJson } from './coupon-json';

/**
 * GET /admin/coupons: the coupons of the brands the member works on (a brand outside them lists nothing), codes
 * containing the search, in one status when asked. A store has tens of coupons, so the status is worked out here.
 */
export async function listCoupons(
  db: Db,
  member: StaffMember,
  filter: { brand?: string; status?: CouponStatus; q?: string },
  now: Date,
): Promise<{ coupons: AdminCoupon[] }> {
  const rows = await listStaffCoupons(db, member.brands, filter);
  const all = rows.map((row) => couponJson(row, now));
  return { coupons: filter.status ? all.filter((c) => c.status === filter.status) : all };
}
