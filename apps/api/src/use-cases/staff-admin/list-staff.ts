import { ok, type Result } from '@store/core';
import type { StaffAccountWire } from '@store/core/back-office/staff-admin-wire';
import type { Db } from '../../db/repositories/carts';
import { allStaffAccounts } from './staff-accounts';

/** GET /admin/staff: every staff account, for an owner (staff are managed store-wide, not per brand). */
export async function listStaff(db: Db): Promise<Result<{ accounts: StaffAccountWire[] }>> {
  return ok({ accounts: await allStaffAccounts(db) });
}
