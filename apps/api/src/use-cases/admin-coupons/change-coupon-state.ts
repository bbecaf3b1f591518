import { err, ok, type BrandKey, type Result } from '@store/core';
import type { AdminCoupon } from '@store/core/coupons/coupon-wire';
import type { Deps } from '../../context';
import { lockCoupon, updateCoupon } from '../../db/repositories/admin-coupons';
import { couponRulesOf, findCoupon, type CouponColumns, type CouponRow } from '../../db/repositories/coupons';
import { recordAudit, type AuditActor } from '../../staff/audit';
import type { StaffMember } from '../../staff/staff-member';
import { COUPON_NOT_FOUND_MESSAGE, couponJson, currentVersion, inCouponScope } from './coupon-json';

export type CouponStateChange = 'pause' | 'resume' | 'expire';

export const ALREADY_EXPIRED_MESSAGE = 'This coupon has already expired';

/** The coupon's rules after the change; a change that cannot apply is refused in words staff read. */
function changed(row: CouponRow, change: CouponStateChange, now: Date): Result<Partial<CouponColumns>> {
  const expired = row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  switch (change) {
    case 'pause':
      return ok({ paused: true });
    case 'resume':
      return ok({ paused: false });
    case 'expire':
      if (expired) return err('CONFLICT', ALREADY_EXPIRED_MESSAGE);
      // Ending before a future start would break the window rule: the start moves back with it.
      return ok({ expiresAt: now, ...(row.startsAt && row.startsAt >= now ? { startsAt: null } : {}) });
  }
}

/**
 * POST /admin/coupons/{brand}/{code}/pause | resume | expire: pausing refuses the code at once (carts holding it drop
 * it when next read), resuming gives it back, expiring ends it now. Each names the version the member read (a stale one
 * is a 409); pausing a paused coupon (a retry) answers it as it is, without a second audit entry.
 */
export async function changeCouponState(
  deps: Pick<Deps, 'db' | 'now'>,
  member: StaffMember,
  actor: AuditActor,
  input: { brand: BrandKey; code: string; version: number; change: CouponStateChange },
): Promise<Result<AdminCoupon>> {
  const seen = inCouponScope(member, await findCoupon(deps.db, input.brand, input.code));
  if (!seen.ok) return seen;
  return deps.db.transaction(async (tx): Promise<Result<AdminCoupon>> => {
    const now = deps.now();
    const locked = await lockCoupon(tx, input.brand, input.code);
    if (!locked) return err('NOT_FOUND', COUPON_NOT_FOUND_MESSAGE);
    const alreadyDone = (input.change === 'pause' && locked.paused) || (input.change === 'resume' && !locked.paused);
    if (alreadyDone) return ok(couponJson(locked, now));
    const current = currentVersion(locked, input.version);
    if (!current.ok) return current;
    const next = changed(locked, input.change, now);
    if (!next.ok) return next;
    const updated = await updateCoupon(tx, locked, { ...couponColumnsOfRow(locked), ...next.value }, now);
    await recordAudit(tx, actor, {
      action: `coupon.${input.change}`,
      brand: locked.brand,
      targetType: 'coupon',
      targetId: locked.code,
      before: couponRulesOf(locked),
      after: couponRulesOf(updated),
    });
    return ok(couponJson(updated, now));
  });
}

function couponColumnsOfRow(row: CouponRow): CouponColumns {
  const { brand: _brand, redemptions: _redemptions, version: _version, updatedAt: _updatedAt, ...columns } = row;
  return columns;
}
