import { ok, type Result } from '@store/core';
import type { StaffAccountWire } from '@store/core/back-office/staff-admin-wire';
import type { Db } from '../../db/repositories/carts';
import { staffCovers, type StaffBrands } from '@store/core/back-office/staff-roles';
import { allStaffAccounts } from './staff-accounts';

/**
 * GET /admin/staff: the accounts the owner covers (`staffCovers`): every one for an all-brands owner, only accounts
 * within their brands for a brand-scoped one (the others are not shown, as other brands' orders are not).
 */
export async function listStaff(db: Db, actorBrands: StaffBrands): Promise<Result<{ accounts: StaffAccountWire[] }>> {
  const accounts = await allStaffAccounts(db);
  return ok({ accounts: accounts.filter((account) => staffCovers(actorBrands, account.brands)) });
}
