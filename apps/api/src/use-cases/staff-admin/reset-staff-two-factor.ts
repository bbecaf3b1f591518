import { eq } from 'drizzle-orm';
import { err, ok, type Result } from '@store/core';
import type { StaffAccountWire } from '@store/core/back-office/staff-admin-wire';
import { staffCovers, type StaffBrands } from '@store/core/back-office/staff-roles';
import type { Database } from '../../db/client';
import { staffSessions, staffTwoFactors, staffUsers } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../staff/audit';
import { findStaffAccount, STAFF_NOT_FOUND_MESSAGE, staffBrandsOf } from './staff-accounts';

/**
 * POST /admin/staff/:id/reset-two-factor, for a lost authenticator: removes the account's TOTP secret and backup codes,
 * turns two-factor off and ends its sessions, in one transaction. The person signs in with the password alone and sets
 * two-factor up again (forced where it is required). An account the owner does not cover is not found, as if missing.
 */
export async function resetStaffTwoFactor(
  db: Database,
  id: string,
  actor: AuditActor,
  actorBrands: StaffBrands,
): Promise<Result<StaffAccountWire>> {
  const found = await db.transaction(async (tx) => {
    const [target] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
    if (!target || !staffCovers(actorBrands, staffBrandsOf(target))) return err('NOT_FOUND', STAFF_NOT_FOUND_MESSAGE);
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, id));
    await tx.update(staffUsers).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(staffUsers.id, id));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, id));
    await recordAudit(tx, actor, {
      action: 'staff.two-factor-reset',
      brand: null,
      targetType: 'staff',
      targetId: id,
      before: { twoFactorEnabled: target.twoFactorEnabled === true },
      after: { twoFactorEnabled: false },
    });
    return ok(null);
  });
  if (!found.ok) return found;
  return ok((await findStaffAccount(db, id))!);
}
