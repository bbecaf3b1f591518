import { err, ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { authErrorCode } from '../../accounts/auth-errors';
import { recordAudit } from '../../staff/audit';
import { keepStaffCookies, type StaffExchange } from '../../staff/staff-exchange';
import { findStaffMember, staffMe, type StaffMe, type StaffMember } from '../../staff/staff-member';
import { TWO_FACTOR_ALREADY_ON_MESSAGE } from './set-up-staff-two-factor';

export const SETUP_CODE_MESSAGE = 'That code is not right: enter the current code from your authenticator app';
export const SETUP_FIRST_MESSAGE = 'Start two-factor setup first';

/**
 * POST /admin/auth/two-factor/enable {code}: a code from the authenticator app proves the secret of the setup was
 * scanned; better-auth then turns two-factor on and replaces the session (new cookie). From the next sign-in on, the
 * password alone opens nothing.
 */
export async function enableStaffTwoFactor(
  ctx: RequestContext,
  member: StaffMember,
  input: { code: string },
  exchange: StaffExchange,
  deps: Pick<Deps, 'db' | 'staffTwoFactorRequired'>,
): Promise<Result<StaffMe>> {
  if (member.twoFactorEnabled) return err('CONFLICT', TWO_FACTOR_ALREADY_ON_MESSAGE);
  if (!/^\d{6}$/.test(input.code)) return err('BAD_REQUEST', SETUP_CODE_MESSAGE);
  try {
    const { headers } = await exchange.auth.api.verifyTOTP({
      body: { code: input.code },
      headers: exchange.headers,
      returnHeaders: true,
    });
    keepStaffCookies(exchange, headers);
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_CODE') return err('BAD_REQUEST', SETUP_CODE_MESSAGE);
    if (code === 'TOTP_NOT_ENABLED') return err('CONFLICT', SETUP_FIRST_MESSAGE);
    throw error;
  }
  const enabled = await findStaffMember(deps.db, member.id);
  if (!enabled?.twoFactorEnabled) throw new Error('two-factor verified but not turned on');
  await recordAudit(
    deps.db,
    { staffId: member.id, staffEmail: member.email, address: ctx.clientAddress },
    { action: 'staff.two-factor-enabled', brand: null, targetType: 'staff', targetId: member.id },
  );
  return ok(staffMe(enabled, deps.staffTwoFactorRequired));
}
