import { err, ok, type Result } from '@store/core';
import type { StaffPasswordLinkWire } from '@store/core/back-office/staff-admin-wire';
import { staffCovers, type StaffBrands } from '@store/core/back-office/staff-roles';
import type { Deps } from '../../context';
import { recordAudit, type AuditActor } from '../../staff/audit';
import { issueSetPasswordLink } from '../staff/issue-set-password-link';
import { findStaffAccount, STAFF_NOT_FOUND_MESSAGE } from './staff-accounts';

/**
 * POST /admin/staff/:id/password-link: a new one-time set-password link (24 h) for an account whose person lost theirs
 * or their password. Refused for a disabled account (enable it first). The token is better-auth's own write, so the
 * audit entry follows it: an entry that failed would leave a link nobody was given. An account the owner does not cover
 * is not found, as if missing (a link to an all-brands account would let a brand-scoped owner sign in as it).
 */
export async function newPasswordLink(
  deps: Pick<Deps, 'db' | 'staffAuth' | 'adminOrigin'>,
  id: string,
  actor: AuditActor,
  actorBrands: StaffBrands,
): Promise<Result<StaffPasswordLinkWire>> {
  const account = await findStaffAccount(deps.db, id);
  if (!account || !staffCovers(actorBrands, account.brands)) return err('NOT_FOUND', STAFF_NOT_FOUND_MESSAGE);
  if (account.disabled) return err('CONFLICT', `${account.email} is disabled: enable the account before making a link`);
  const link = await issueSetPasswordLink(deps, account.email);
  await recordAudit(deps.db, actor, { action: 'staff.password-link', brand: null, targetType: 'staff', targetId: id });
  return ok({ account, link });
}
