import { eq, sql } from 'drizzle-orm';
import { err, ok, type Result } from '@store/core';
import { staffAccessOf } from '@store/core/back-office/staff-admin-wire';
import type { Database } from '../../db/client';
import { staffUsers } from '../../db/schema';
import type { StaffAuth } from '../../staff/staff-auth';
import { authErrorCode } from '../../accounts/auth-errors';
import { passwordPolicyProblem } from '../../accounts/common-passwords';
import { recordAudit, type AuditActor } from '../../staff/audit';
import { staffMemberOf, type StaffMember } from '../../staff/staff-member';

export interface AddStaffInput {
  email: string;
  name?: string;
  role: string;
  /** Brand keys, or 'all' (every brand, including brands added later). */
  brands: readonly string[] | 'all';
  password: string;
}

/**
 * Creates a staff account (better-auth hashes the password) with its role and brands, and records it in the audit
 * log. Refuses an unknown role or brand, an account of no brand, a password the policy refuses (its messages), and an
 * email that already has an account.
 */
export async function addStaff(
  deps: { db: Database; staffAuth: StaffAuth },
  input: AddStaffInput,
  actor: AuditActor,
): Promise<Result<StaffMember>> {
  const access = staffAccessOf(input.role, input.brands);
  if (!access.ok) return access;
  const { role } = access.value;
  const problem = passwordPolicyProblem(input.password);
  if (problem) return err('BAD_REQUEST', problem);
  const email = input.email.trim().toLowerCase();
  const [taken] = await deps.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email));
  if (taken) return err('CONFLICT', `${email} already has a staff account`);
  const auth = await deps.staffAuth.forRequest(false);
  let created;
  try {
    created = await auth.api.signUpEmail({
      body: { email, password: input.password, name: input.name ?? email.split('@')[0] ?? email },
    });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_EMAIL') return err('BAD_REQUEST', `${email} is not an email address`);
    throw error;
  }
  const brands = access.value.brands === 'all' ? [] : access.value.brands;
  const member = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffUsers)
      .set({ role, allBrands: input.brands === 'all', brands, emailVerified: true, updatedAt: new Date() })
      .where(eq(staffUsers.id, created.user.id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'staff.add',
      brand: null,
      targetType: 'staff',
      targetId: created.user.id,
      after: { email, role, brands: access.value.brands },
    });
    return staffMemberOf(row!)!;
  });
  return ok(member);
}
