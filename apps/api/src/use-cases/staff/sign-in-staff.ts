import { err, ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { authErrorCode } from '../../accounts/auth-errors';
import { hitSignInLimits, rememberSignInAddress } from '../accounts/sign-in-limits';
import { keepStaffCookies, type StaffExchange } from '../../staff/staff-exchange';
import { findStaffMember, staffMe, type StaffMe } from '../../staff/staff-member';
import { recordAudit } from '../../staff/audit';

export const STAFF_INVALID_CREDENTIALS_MESSAGE = 'Email or password is incorrect';

/** The staff realm of the shared sign-in limits: apart from every brand's shoppers. */
export const STAFF_REALM = 'staff';

export type StaffSignIn = { twoFactorRequired: true } | { twoFactorRequired: false; staff: StaffMe };

/**
 * POST /admin/auth/sign-in: better-auth checks the password (unknown email and wrong password are one answer). An
 * account with two-factor on gets no session yet, only better-auth's short-lived two-factor cookie for the code step.
 * A disabled account answers like a wrong password. Throttled per account and address together, per address, and per
 * account past a high ceiling that never holds an address the account signed in from lately, so a stranger guessing
 * cannot lock the owner out.
 */
export async function signInStaff(
  ctx: RequestContext,
  input: { email: string; password: string },
  exchange: StaffExchange,
  deps: Pick<Deps, 'db' | 'stores' | 'staffTwoFactorRequired'>,
): Promise<Result<StaffSignIn>> {
  const limited = await hitSignInLimits(ctx, input.email, deps, STAFF_REALM);
  if (!limited.ok) return limited;
  let answer;
  try {
    const { headers, response } = await exchange.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: exchange.headers,
      returnHeaders: true,
    });
    answer = { headers, response };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_EMAIL' || code === 'PASSWORD_TOO_LONG')
      return err('INVALID_CREDENTIALS', STAFF_INVALID_CREDENTIALS_MESSAGE);
    throw error;
  }
  const { response } = answer;
  if ('twoFactorRedirect' in response && response.twoFactorRedirect) {
    keepStaffCookies(exchange, answer.headers);
    return ok({ twoFactorRequired: true });
  }
  const member = 'user' in response ? await findStaffMember(deps.db, response.user.id) : null;
  if (!member) {
    if ('token' in response && response.token)
      await exchange.auth.api
        .revokeSession({ body: { token: response.token }, headers: exchange.headers })
        .catch(() => undefined);
    return err('INVALID_CREDENTIALS', STAFF_INVALID_CREDENTIALS_MESSAGE);
  }
  keepStaffCookies(exchange, answer.headers);
  await rememberSignInAddress(ctx, input.email, deps, STAFF_REALM);
  await recordAudit(
    deps.db,
    { staffId: member.id, staffEmail: member.email, address: ctx.clientAddress },
    { action: 'staff.sign-in', brand: null, targetType: 'staff', targetId: member.id },
  );
  return ok({ twoFactorRequired: false, staff: staffMe(member, deps.staffTwoFactorRequired) });
}
