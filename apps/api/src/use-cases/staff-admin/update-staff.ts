import { eq } from 'drizzle-orm';
import { err, ok, type Result } from '@store/core';
import { leavesNoActiveOwner, staffAccessOf, type StaffAccountWire } from '@store/core/back-office/staff-admin-wire';
import { staffCovers, type StaffBrands } from '@store/core/back-office/staff-roles';
import type { Database } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../staff/audit';
import {
  findStaffAccount,
  GRANT_OWN_BRANDS_MESSAGE,
  lastOwnerMessage,
  lockForStaffChange,
  STAFF_NOT_FOUND_MESSAGE,
  staffBrandsOf,
} from './staff-accounts';

/**
 * PUT /admin/staff/:id {role, brands}: changes an account's access (applies at its next request: the member is read
 * fresh each time). Refuses an unknown role or brand, and making the only active owner anything but an owner. The owner
 * must cover both the account as it is (else it is not found, as if missing) and the brands granted (else 403).
 */
export async function updateStaff(
  db: Database,
  id: string,
  input: { role: string; brands: string[] | 'all' },
  actor: AuditActor & { staffId: string },
  actorBrands: StaffBrands,
): Promise<Result<StaffAccountWire>> {
  const access = staffAccessOf(input.role, input.brands);
  if (!access.ok) return access;
  const { role, brands } = access.value;
  if (!staffCovers(actorBrands, brands)) return err('FORBIDDEN', GRANT_OWN_BRANDS_MESSAGE);
  const changed = await db.transaction(async (tx) => {
    const { activeOwnerIds, target } = await lockForStaffChange(tx, id);
    if (!target || !staffCovers(actorBrands, staffBrandsOf(target))) return err('NOT_FOUND', STAFF_NOT_FOUND_MESSAGE);
    if (leavesNoActiveOwner(activeOwnerIds, id, { role, disabled: target.disabledAt !== null }))
      return err('CONFLICT', lastOwnerMessage(target, actor.staffId, 'demote'));
    const before = { role: target.role, brands: staffBrandsOf(target) };
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
