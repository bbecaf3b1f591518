import { err, ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import type { AuthExchange } from '../../accounts/auth-exchange';
import { authErrorCode } from '../../accounts/auth-errors';
import { passwordPolicyProblem } from '../../accounts/common-passwords';
import { hitAccountLimits } from './account-rate-limits';
import { withResponseFloor } from './response-floor';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** Both a new and a known email get this answer (no account enumeration). */
export type CheckEmail = { status: 'check-email' };
export const CHECK_EMAIL: CheckEmail = { status: 'check-email' };

/**
 * POST /accounts/sign-up: an unverified account and a verification email for a new email; for a known one, the
 * same answer and an email saying an account exists (better-auth hashes the password either way, onExistingUserSignUp
 * queues that email). The password policy is checked first, so its refusals say nothing about the email.
 */
export async function signUp(
  ctx: RequestContext,
  input: SignUpInput,
  exchange: AuthExchange,
  deps: Pick<Deps, 'stores' | 'accountResponseFloorMs'>,
): Promise<Result<CheckEmail>> {
  const limited = await hitAccountLimits(ctx, 'sign-up', input.email, deps);
  if (!limited.ok) return limited;
  const problem = passwordPolicyProblem(input.password);
  if (problem) return err('BAD_REQUEST', problem);
  return withResponseFloor(async () => {
    try {
      await exchange.auth.api.signUpEmail({
        body: { name: input.name.trim(), email: input.email, password: input.password },
        headers: exchange.headers,
      });
    } catch (error) {
      const code = authErrorCode(error);
      // Two sign-ups of one new email at once: the second loses the unique index; it is a known email now.
      if (code === 'FAILED_TO_CREATE_USER') return ok(CHECK_EMAIL);
      if (code === 'INVALID_EMAIL') return err('BAD_REQUEST', 'Please enter a valid email address');
      throw error;
    }
    return ok(CHECK_EMAIL);
  }, deps.accountResponseFloorMs);
}
