import { err, ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { authErrorCode } from '../../accounts/auth-errors';
import { keepStaffCookies, type StaffExchange } from '../../staff/staff-exchange';
import { findStaffMember, staffMe, type StaffMe } from '../../staff/staff-member';
import { recordAudit } from '../../staff/audit';

export const INVALID_CODE_MESSAGE = 'That code is not right or has expired: use the current code from your authenticator app';

/**
 * POST /admin/auth/two-factor: the second step of a sign-in (the password was right and set the two-factor cookie).
 * A TOTP code (or one of the account's backup codes) opens the session; better-auth counts wrong codes per account and
 * locks the step after too many.
 */
export async function verifyStaffCode(
  ctx: RequestContext,
  input: { code: string },
  exchange: StaffExchange,
  deps: Pick<Deps, 'db' | 'staffTwoFactorRequired'>,
): Promise<Result<StaffMe>> {
  let answer;
  try {
    const call = /^\d{6}$/.test(input.code)
      ? exchange.auth.api.verifyTOTP({ body: { code: input.code }, headers: exchange.headers, returnHeaders: true })
      : exchange.auth.api.verifyBackupCode({ body: { code: input.code }, headers: exchange.headers, returnHeaders: true });
    answer = await call;
  } catch (error) {
    const code = authErrorCode(error);
    if (code === null) throw error;
    return err('INVALID_CREDENTIALS', INVALID_CODE_MESSAGE);
  }
  const member = await findStaffMember(deps.db, answer.response.user.id);
  if (!member) return err('INVALID_CREDENTIALS', INVALID_CODE_MESSAGE);
  keepStaffCookies(exchange, answer.headers);
  await recordAudit(
    deps.db,
    { staffId: member.id, staffEmail: member.email, address: ctx.clientAddress },
    { action: 'staff.sign-in', brand: null, targetType: 'staff', targetId: member.id, after: { twoFactor: true } },
  );
  return ok(staffMe(member, deps.staffTwoFactorRequired));
}
