import { err, ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { authErrorCode } from '../../accounts/auth-errors';
import { hitSignInLimits } from '../accounts/sign-in-limits';
import { recordAudit } from '../../staff/audit';
import { keepStaffCookies, type StaffExchange } from '../../staff/staff-exchange';
import { findStaffMember, staffMe, type StaffMe, type StaffMember } from '../../staff/staff-member';
import { STAFF_REALM } from './sign-in-staff';
import { WRONG_PASSWORD_MESSAGE } from './set-up-staff-two-factor';

export const TWO_FACTOR_STAYS_MESSAGE = 'Two-factor sign-in is required for every staff account and cannot be turned off';
export const TWO_FACTOR_NOT_ON_MESSAGE = 'Two-factor sign-in is not on for this account';

/**
 * POST /admin/auth/two-factor/disable {password}: turns two-factor off (secret and backup codes deleted), only where it
 * is optional; where it is required (production, STAFF_TWO_FACTOR=required) it is refused. The password is counted
 * with the account's sign-in tries.
 */
export async function disableStaffTwoFactor(
  ctx: RequestContext,
  member: StaffMember,
  input: { password: string },
  exchange: StaffExchange,
  deps: Pick<Deps, 'db' | 'stores' | 'staffTwoFactorRequired'>,
): Promise<Result<StaffMe>> {
  if (deps.staffTwoFactorRequired) return err('FORBIDDEN', TWO_FACTOR_STAYS_MESSAGE, 'two-factor-required');
  if (!member.twoFactorEnabled) return err('CONFLICT', TWO_FACTOR_NOT_ON_MESSAGE);
  const limited = await hitSignInLimits(ctx, member.email, deps, STAFF_REALM);
  if (!limited.ok) return limited;
  try {
    const { headers } = await exchange.auth.api.disableTwoFactor({
      body: { password: input.password },
      headers: exchange.headers,
      returnHeaders: true,
    });
    keepStaffCookies(exchange, headers);
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_PASSWORD' || code === 'PASSWORD_TOO_LONG') return err('BAD_REQUEST', WRONG_PASSWORD_MESSAGE);
    throw error;
  }
  const disabled = await findStaffMember(deps.db, member.id);
  if (!disabled || disabled.twoFactorEnabled) throw new Error('two-factor disable did not apply');
  await recordAudit(
    deps.db,
    { staffId: member.id, staffEmail: member.email, address: ctx.clientAddress },
    { action: 'staff.two-factor-disabled', brand: null, targetType: 'staff', targetId: member.id },
  );
  return ok(staffMe(disabled, deps.staffTwoFactorRequired));
}
