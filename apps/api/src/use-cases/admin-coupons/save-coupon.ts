import { err, ok, type BrandKey, type Result } from '@store/core';
import { staffSeesBrand } from '@store/core/back-office/staff-roles';
import type { AdminCoupon, CouponRules } from '@store/core/coupons/coupon-wire';
import type { Deps } from '../../context';
import {
  couponNamedByOrders,
  insertCoupon,
  lockCoupon,
  unknownProductIds,
  updateCoupon,
} from '../../db/repositories/admin-coupons';
import type { Db } from '../../db/repositories/carts';
import { couponColumnsOf, couponRulesOf, findCoupon } from '../../db/repositories/coupons';
import { recordAudit, type AuditActor } from '../../staff/audit';
import type { StaffMember } from '../../staff/staff-member';
import { COUPON_NOT_FOUND_MESSAGE, couponJson, currentVersion, inCouponScope } from './coupon-json';

export const DUPLICATE_CODE_MESSAGE = 'This brand already has a coupon with this code';
export const CODE_FIXED_MESSAGE = 'This coupon has been used in an order: its code can no longer change';

/** A coupon may name only products its brand sells. */
async function namedProducts(db: Db, brand: string, rules: CouponRules): Promise<Result<null>> {
  const unknown = await unknownProductIds(db, brand, rules.products);
  return unknown.length === 0 ? ok(null) : err('BAD_REQUEST', `No product with id ${unknown.join(', ')} in this brand`);
}

/**
 * POST /admin/coupons: a new coupon under the catalogue file's rules (checked by the route's schema), for a brand the
 * member works on (another is a 404, as if it did not exist); a code the brand already has is a 409. Audited.
 */
export async function createCoupon(
  deps: Pick<Deps, 'db' | 'now'>,
  member: StaffMember,
  actor: AuditActor,
  input: { brand: BrandKey; coupon: CouponRules },
): Promise<Result<AdminCoupon>> {
  if (!staffSeesBrand(member.brands, input.brand)) return err('NOT_FOUND', 'Brand not found');
  const products = await namedProducts(deps.db, input.brand, input.coupon);
  if (!products.ok) return products;
  return deps.db.transaction(async (tx): Promise<Result<AdminCoupon>> => {
    const now = deps.now();
    const row = await insertCoupon(tx, input.brand, couponColumnsOf(input.coupon), now);
    if (!row) return err('CONFLICT', DUPLICATE_CODE_MESSAGE);
    const after = couponRulesOf(row);
    await recordAudit(tx, actor, {
      action: 'coupon.create',
      brand: row.brand,
      targetType: 'coupon',
      targetId: row.code,
      before: null,
      after,
    });
    return ok(couponJson(row, now));
  });
}

/**
 * PUT /admin/coupons/{brand}/{code}: new rules over the version the editor read (an older one is a 409). The code may
 * change until an order names it; after that the old code would lose its orders, so a new code is refused. A rename
 * onto a code the brand already has is a 409. Audited with the rules before and after.
 */
export async function editCoupon(
  deps: Pick<Deps, 'db' | 'now'>,
  member: StaffMember,
  actor: AuditActor,
  input: { brand: BrandKey; code: string; version: number; coupon: CouponRules },
): Promise<Result<AdminCoupon>> {
  const seen = inCouponScope(member, await findCoupon(deps.db, input.brand, input.code));
  if (!seen.ok) return seen;
  const products = await namedProducts(deps.db, input.brand, input.coupon);
  if (!products.ok) return products;
  return deps.db.transaction(async (tx): Promise<Result<AdminCoupon>> => {
    const now = deps.now();
    const locked = await lockCoupon(tx, input.brand, input.code);
    if (!locked) return err('NOT_FOUND', COUPON_NOT_FOUND_MESSAGE);
    const current = currentVersion(locked, input.version);
    if (!current.ok) return current;
    const renamed = input.coupon.code !== locked.code;
    if (renamed && (locked.redemptions > 0 || (await couponNamedByOrders(tx, locked.brand, locked.code))))
      return err('CONFLICT', CODE_FIXED_MESSAGE);
    if (renamed && (await findCoupon(tx, input.brand, input.coupon.code))) return err('CONFLICT', DUPLICATE_CODE_MESSAGE);
    const updated = await updateCoupon(tx, locked, couponColumnsOf(input.coupon), now);
    await recordAudit(tx, actor, {
      action: 'coupon.edit',
      brand: locked.brand,
      targetType: 'coupon',
      targetId: locked.code,
      before: couponRulesOf(locked),
      after: couponRulesOf(updated),
    });
    return ok(couponJson(updated, now));
  });
}
