import { ok, type Result } from '@store/core';
import type { CouponDetail } from '@store/core/coupons/coupon-wire';
import { couponOrders } from '../../db/repositories/admin-coupons';
import type { Db } from '../../db/repositories/carts';
import { findCoupon } from '../../db/repositories/coupons';
import type { StaffMember } from '../../staff/staff-member';
import type { BrandKey } from '@store/core';
import { couponJson, inCouponScope } from './coupon-json';

/** GET /admin/coupons/{brand}/{code}: the coupon and the paid orders that used it (newest first). */
export async function getCoupon(
  db: Db,
  member: StaffMember,
  key: { brand: BrandKey; code: string },
  now: Date,
): Promise<Result<CouponDetail>> {
  const found = inCouponScope(member, await findCoupon(db, key.brand, key.code));
  if (!found.ok) return found;
  const used = await couponOrders(db, key.brand, key.code);
  return ok({
    coupon: couponJson(found.value, now),
    orders: used.map((o) => ({ ...o, paidAt: o.paidAt?.toISOString() ?? '' })),
  });
}
