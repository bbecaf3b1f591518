import { ok, type Result } from '@store/core';
import type { StaffPasswordLinkWire } from '@store/core/back-office/staff-admin-wire';
import type { Deps } from '../../context';
import type { AuditActor } from '../../staff/audit';
import { inviteStaff } from '../staff/invite-staff';
import { findStaffAccount } from './staff-accounts';

export interface CreateStaffInput {
  email: string;
  name?: string;
  role: string;
  brands: string[] | 'all';
}

/**
 * POST /admin/staff: an owner adds an account with `staff:add`'s rules (known role and brands, one account per email)
 * and gets its one-time set-password link to hand over; the store sends staff no email.
 */
export async function createStaff(
  deps: Pick<Deps, 'db' | 'staffAuth' | 'adminOrigin'>,
  input: CreateStaffInput,
  actor: AuditActor,
): Promise<Result<StaffPasswordLinkWire>> {
  const invited = await inviteStaff(deps, input, actor);
  if (!invited.ok) return invited;
  const account = await findStaffAccount(deps.db, invited.value.member.id);
  return ok({ account: account!, link: invited.value.link });
}
