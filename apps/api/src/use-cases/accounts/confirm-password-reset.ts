import { err, ok, type Result } from '@store/core';
import type { AuthExchange } from '../../accounts/auth-exchange';
import { authErrorCode } from '../../accounts/auth-errors';
import { passwordPolicyProblem } from '../../accounts/common-passwords';
import { INVALID_LINK_MESSAGE } from './verify-email';

/**
 * POST /accounts/password-reset/confirm {token, password}: the policy first, then better-auth consumes the token
 * (single use, 1 h), stores the new scrypt hash and revokes every session of the account (revokeSessionsOnPasswordReset):
 * whoever knew the old password is signed out everywhere. The shopper then signs in with the new one.
 */
export async function confirmPasswordReset(
  input: { token: string; password: string },
  exchange: AuthExchange,
): Promise<Result<{ status: 'password-changed' }>> {
  const problem = passwordPolicyProblem(input.password);
  if (problem) return err('BAD_REQUEST', problem);
  try {
    await exchange.auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
      headers: exchange.headers,
    });
  } catch (error) {
    if (authErrorCode(error) !== null) return err('INVALID_LINK', INVALID_LINK_MESSAGE);
    throw error;
  }
  return ok({ status: 'password-changed' });
}
