import { err, ok, type Result } from '@store/core';
import { staffAccessOf, type StaffPasswordLinkWire } from '@store/core/back-office/staff-admin-wire';
import { staffCovers, type StaffBrands } from '@store/core/back-office/staff-roles';
import type { Deps } from '../../context';
import type { AuditActor } from '../../staff/audit';
import { inviteStaff } from '../staff/invite-staff';
import { findStaffAccount, GRANT_OWN_BRANDS_MESSAGE } from './staff-accounts';

export interface CreateStaffInput {
  email: string;
  name?: string;
  role: string;
  brands: string[] | 'all';
}

/**
 * POST /admin/staff: an owner adds an account with `staff:add`'s rules (known role and brands, one account per email)
 * and gets its one-time set-password link to hand over; the store sends staff no email. The new account's brands must
 * be within the owner's own (`staffCovers`), so a brand-scoped owner cannot make an account that reaches further.
 */
export async function createStaff(
  deps: Pick<Deps, 'db' | 'staffAuth' | 'adminOrigin'>,
  input: CreateStaffInput,
  actor: AuditActor,
  actorBrands: StaffBrands,
): Promise<Result<StaffPasswordLinkWire>> {
  const access = staffAccessOf(input.role, input.brands);
  if (!access.ok) return access;
  if (!staffCovers(actorBrands, access.value.brands)) return err('FORBIDDEN', GRANT_OWN_BRANDS_MESSAGE);
  const invited = await inviteStaff(deps, input, actor);
  if (!invited.ok) return invited;
  const account = await findStaffAccount(deps.db, invited.value.member.id);
  return ok({ account: account!, link: invited.value.link });
}
