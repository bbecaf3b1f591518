import { err, ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { authErrorCode } from '../../accounts/auth-errors';
import { keepStaffCookies, type StaffExchange } from '../../staff/staff-exchange';
import { findStaffMember, staffMe, type StaffMe } from '../../staff/staff-member';
import { recordAudit } from '../../staff/audit';
import { STAFF_CODE_LOCK_SECONDS } from '../../staff/staff-auth';
import { eq } from 'drizzle-orm';
import { staffSessions } from '../../db/schema';

/**
 * How long a TOTP code that opened a session stays refused: its 30-second step plus the window either side that
 * better-auth accepts, so a code seen over a shoulder or in a proxy's log cannot open a second session.
 */
const USED_CODE_MS = 2 * 60_000;

export const INVALID_CODE_MESSAGE = 'That code is not right or has expired: use the current code from your authenticator app';
export const SIGN_IN_AGAIN_MESSAGE = 'Too many wrong codes, or this sign-in has expired: sign in again with your password';
export const CODE_LOCKED_MESSAGE = 'Too many wrong codes for this account: try again later';

/** better-auth's refusals of a code, as the staff application reads them. */
function codeRefusal(code: string): Result<never> {
  // Ten wrong codes in a row lock the account's code step (any challenge, TOTP or backup); the lock lifts by then.
  if (code === 'ACCOUNT_TEMPORARILY_LOCKED')
    return {
      ok: false,
      error: { code: 'RATE_LIMITED', message: CODE_LOCKED_MESSAGE, retryAfterSeconds: STAFF_CODE_LOCK_SECONDS },
    };
  // Five wrong codes void the challenge; so does its ten minutes passing: the password step comes again.
  if (code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' || code === 'INVALID_TWO_FACTOR_COOKIE')
    return err('INVALID_CREDENTIALS', SIGN_IN_AGAIN_MESSAGE);
  return err('INVALID_CREDENTIALS', INVALID_CODE_MESSAGE);
}

/**
 * POST /admin/auth/two-factor: the second step of a sign-in (the password was right and set the two-factor cookie).
 * A TOTP code (or one of the account's backup codes, each good once) opens the session. better-auth limits the step:
 * five wrong codes per challenge (then the password again, itself throttled), and ten wrong codes in a row per
 * account lock the step for 15 minutes (429).
 */
export async function verifyStaffCode(
  ctx: RequestContext,
  input: { code: string },
  exchange: StaffExchange,
  deps: Pick<Deps, 'db' | 'staffTwoFactorRequired' | 'stores'>,
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
    return codeRefusal(code);
  }
  const userId = answer.response.user.id;
  // better-auth accepts a TOTP code again inside its window; the store takes each one once per account, on every
  // process (the shared rate limiter's counter is the claim), and undoes the session a replayed code opened.
  const totp = /^\d{6}$/.test(input.code);
  const claim = totp ? await deps.stores.rateLimiter.hit(`staff:totp-used:${userId}:${input.code}`, 1, USED_CODE_MS) : null;
  const member = claim === null || claim.allowed ? await findStaffMember(deps.db, userId) : null;
  if (!member) {
    const { token } = answer.response as { token?: string };
    if (token) await deps.db.delete(staffSessions).where(eq(staffSessions.token, token));
    return err('INVALID_CREDENTIALS', INVALID_CODE_MESSAGE);
  }
  keepStaffCookies(exchange, answer.headers);
  await recordAudit(
    deps.db,
    { staffId: member.id, staffEmail: member.email, address: ctx.clientAddress },
    { action: 'staff.sign-in', brand: null, targetType: 'staff', targetId: member.id, after: { twoFactor: true } },
  );
  return ok(staffMe(member, deps.staffTwoFactorRequired));
}
