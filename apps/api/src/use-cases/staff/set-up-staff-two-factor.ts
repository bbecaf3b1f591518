import { err, ok, type Result } from '@store/core';
import type { StaffTwoFactorSetupWire } from '@store/core/back-office/staff-wire';
import type { Deps, RequestContext } from '../../context';
import { authErrorCode } from '../../accounts/auth-errors';
import { hitSignInLimits } from '../accounts/sign-in-limits';
import { recordAudit } from '../../staff/audit';
import { keepStaffCookies, type StaffExchange } from '../../staff/staff-exchange';
import type { StaffMember } from '../../staff/staff-member';
import { STAFF_REALM } from './sign-in-staff';

export const WRONG_PASSWORD_MESSAGE = 'That password is not right';
export const TWO_FACTOR_ALREADY_ON_MESSAGE = 'Two-factor sign-in is already on for this account';

/**
 * POST /admin/auth/two-factor/setup {password}: a new TOTP secret and ten backup codes for the signed-in member, kept
 * by better-auth (encrypted) but not in force until a code from the app proves it was scanned (enable). The password is
 * asked again, counted with the account's sign-in tries, so a borrowed session cannot guess it or set up its own app.
 */
export async function setUpStaffTwoFactor(
  ctx: RequestContext,
  member: StaffMember,
  input: { password: string },
  exchange: StaffExchange,
  deps: Pick<Deps, 'db' | 'stores'>,
): Promise<Result<StaffTwoFactorSetupWire>> {
  if (member.twoFactorEnabled) return err('CONFLICT', TWO_FACTOR_ALREADY_ON_MESSAGE);
  const limited = await hitSignInLimits(ctx, member.email, deps, STAFF_REALM);
  if (!limited.ok) return limited;
  let answer;
  try {
    const { headers, response } = await exchange.auth.api.enableTwoFactor({
      body: { password: input.password, method: 'totp' },
      headers: exchange.headers,
      returnHeaders: true,
    });
    keepStaffCookies(exchange, headers);
    answer = response;
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_PASSWORD' || code === 'PASSWORD_TOO_LONG') return err('BAD_REQUEST', WRONG_PASSWORD_MESSAGE);
    if (code === 'TOTP_ALREADY_ENABLED') return err('CONFLICT', TWO_FACTOR_ALREADY_ON_MESSAGE);
    throw error;
  }
  if (answer.method !== 'totp') throw new Error('two-factor setup answered without a TOTP secret');
  await recordAudit(
    deps.db,
    { staffId: member.id, staffEmail: member.email, address: ctx.clientAddress },
    { action: 'staff.two-factor-setup', brand: null, targetType: 'staff', targetId: member.id },
  );
  return ok({ totpURI: answer.totpURI, backupCodes: answer.backupCodes });
}
