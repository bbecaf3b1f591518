import { randomBytes } from 'node:crypto';
import { ok, type Result } from '@store/core';
import type { Database } from '../../db/client';
import type { StaffAuth } from '../../staff/staff-auth';
import type { AuditActor } from '../../staff/audit';
import type { StaffMember } from '../../staff/staff-member';
import { addStaff, type AddStaffInput } from './add-staff';
import { issueSetPasswordLink } from './issue-set-password-link';

/** An unguessable password (256 bits) for an account whose person sets their own through the link. */
const unguessablePassword = () => randomBytes(32).toString('base64url');

/**
 * Creates a staff account whose password nobody knows (`addStaff`'s rules and audit entry) and answers its one-time
 * set-password link (24 h), so the person chooses their own password: `staff:add` without --password and
 * POST /admin/staff both make accounts this way.
 */
export async function inviteStaff(
  deps: { db: Database; staffAuth: StaffAuth; adminOrigin?: string },
  input: Omit<AddStaffInput, 'password'>,
  actor: AuditActor,
): Promise<Result<{ member: StaffMember; link: string }>> {
  const added = await addStaff(deps, { ...input, password: unguessablePassword() }, actor);
  if (!added.ok) return added;
  return ok({ member: added.value, link: await issueSetPasswordLink(deps, added.value.email) });
}
