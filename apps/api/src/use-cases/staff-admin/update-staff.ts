import { eq } from 'drizzle-orm';
import { err, ok, type Result } from '@store/core';
import { leavesNoActiveOwner, staffAccessOf, type StaffAccountWire } from '@store/core/back-office/staff-admin-wire';
import type { Database } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../staff/audit';
import { findStaffAccount, lastOwnerMessage, lockForStaffChange, STAFF_NOT_FOUND_MESSAGE } from './staff-accounts';

/**
 * PUT /admin/staff/:id {role, brands}: changes an account's access (applies at its next request: the member is read
 * fresh each time). Refuses an unknown role or brand, and making the only active owner anything but an owner.
 */
export async function updateStaff(
  db: Database,
  id: string,
  input: { role: string; brands: string[] | 'all' },
  actor: AuditActor & { staffId: string },
): Promise<Result<StaffAccountWire>> {
  const access = staffAccessOf(input.role, input.brands);
  if (!access.ok) return access;
  const { role, brands } = access.value;
  const changed = await db.transaction(async (tx) => {
    const { activeOwnerIds, target } = await lockForStaffChange(tx, id);
    if (!target) return err('NOT_FOUND', STAFF_NOT_FOUND_MESSAGE);
    if (leavesNoActiveOwner(activeOwnerIds, id, { role, disabled: target.disabledAt !== null }))
      return err('CONFLICT', lastOwnerMessage(target, actor.staffId, 'demote'));
    const before = { role: target.role, brands: target.allBrands ? 'all' : [...target.brands] };
    const after = { role, brands };
    if (JSON.stringify(before) === JSON.stringify(after)) return ok(null);
    await tx
      .update(staffUsers)
      .set({ role, allBrands: brands === 'all', brands: brands === 'all' ? [] : brands, updatedAt: new Date() })
      .where(eq(staffUsers.id, id));
    await recordAudit(tx, actor, { action: 'staff.update', brand: null, targetType: 'staff', targetId: id, before, after });
    return ok(null);
  });
  if (!changed.ok) return changed;
  return ok((await findStaffAccount(db, id))!);
}
