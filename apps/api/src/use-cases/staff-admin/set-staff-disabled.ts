import { eq } from 'drizzle-orm';
import { err, ok, type Result } from '@store/core';
import { leavesNoActiveOwner, type StaffAccountWire } from '@store/core/back-office/staff-admin-wire';
import { staffCovers, type StaffBrands } from '@store/core/back-office/staff-roles';
import type { Database } from '../../db/client';
import { staffSessions, staffUsers } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../staff/audit';
import { findStaffAccount, lastOwnerMessage, lockForStaffChange, STAFF_NOT_FOUND_MESSAGE, staffBrandsOf } from './staff-accounts';

/**
 * POST /admin/staff/:id/disable and /enable. Disabling stops the account at once: its sessions are deleted in the same
 * transaction (and the guard reads the account fresh, so a disabled one is signed out anyway); it cannot sign in until
 * enabled. The only active owner cannot be disabled. Doing what is already done changes nothing and records nothing.
 * An account the owner does not cover (`staffCovers`) is not found, as if missing.
 */
export async function setStaffDisabled(
  db: Database,
  id: string,
  disabled: boolean,
  actor: AuditActor & { staffId: string },
  actorBrands: StaffBrands,
  now: Date,
): Promise<Result<StaffAccountWire>> {
  const changed = await db.transaction(async (tx) => {
    const { activeOwnerIds, target } = await lockForStaffChange(tx, id);
    if (!target || !staffCovers(actorBrands, staffBrandsOf(target))) return err('NOT_FOUND', STAFF_NOT_FOUND_MESSAGE);
    if (disabled && leavesNoActiveOwner(activeOwnerIds, id, { role: target.role, disabled: true }))
      return err('CONFLICT', lastOwnerMessage(target, actor.staffId, 'disable'));
    if ((target.disabledAt !== null) === disabled) return ok(null);
    await tx
      .update(staffUsers)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(eq(staffUsers.id, id));
    if (disabled) await tx.delete(staffSessions).where(eq(staffSessions.userId, id));
    await recordAudit(tx, actor, {
      action: disabled ? 'staff.disable' : 'staff.enable',
      brand: null,
      targetType: 'staff',
      targetId: id,
      before: { disabled: !disabled },
      after: { disabled },
    });
    return ok(null);
  });
  if (!changed.ok) return changed;
  return ok((await findStaffAccount(db, id))!);
}
