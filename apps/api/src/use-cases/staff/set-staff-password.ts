import { eq } from 'drizzle-orm';
import { err, ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { authErrorCode } from '../../accounts/auth-errors';
import { passwordPolicyProblem } from '../../accounts/common-passwords';
import { staffUsers } from '../../db/schema';
import { recordAudit } from '../../staff/audit';
import { withStaffLinkReceiver } from '../../staff/staff-auth';
import type { StaffExchange } from '../../staff/staff-exchange';

export const SET_PASSWORD_LINK_MESSAGE = 'This link is used or has expired';

/**
 * POST /admin/auth/set-password {token, password}: the one-time link `staff:add` printed (24 h). The password policy
 * first (its own messages), then better-auth consumes the token (single use, stored hashed), stores the new hash and
 * ends every session of the account. A used, expired or unknown token is one answer.
 */
export async function setStaffPassword(
  ctx: RequestContext,
  input: { token: string; password: string },
  exchange: StaffExchange,
  deps: Pick<Deps, 'db'>,
): Promise<Result<{ email: string }>> {
  const problem = passwordPolicyProblem(input.password);
  if (problem) return err('BAD_REQUEST', problem);
  let userId: string | undefined;
  try {
    await withStaffLinkReceiver({ passwordSet: (id) => (userId = id) }, () =>
      exchange.auth.api.resetPassword({
        body: { token: input.token, newPassword: input.password },
        headers: exchange.headers,
      }),
    );
  } catch (error) {
    if (authErrorCode(error) !== null) return err('INVALID_LINK', SET_PASSWORD_LINK_MESSAGE);
    throw error;
  }
  if (userId === undefined) throw new Error('set-password answered without its account');
  const [row] = await deps.db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, userId));
  if (!row) return err('INVALID_LINK', SET_PASSWORD_LINK_MESSAGE);
  await recordAudit(
    deps.db,
    { staffId: userId, staffEmail: row.email, address: ctx.clientAddress },
    { action: 'staff.password-set', brand: null, targetType: 'staff', targetId: userId },
  );
  return ok({ email: row.email });
}
