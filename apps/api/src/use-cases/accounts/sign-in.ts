import { err, ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { accountOf, type Account } from '../../accounts/account';
import { keepCookies, type AuthExchange } from '../../accounts/auth-exchange';
import { authErrorCode } from '../../accounts/auth-errors';
import { hitSignInLimits, rememberSignInAddress } from './sign-in-limits';
import { afterSignIn, type AfterSignInDeps } from './after-sign-in';

export interface SignInInput {
  email: string;
  password: string;
}

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Please verify your email first: we sent you a new link';

/**
 * POST /accounts/sign-in: better-auth checks the password (scrypt; an unknown email is hashed too, so both failures
 * take comparable time) and issues a new session token. Unknown email and wrong password are one answer; an
 * unverified account (right password) gets a new verification email and 403. Throttled per account and address
 * together, per address, and per account past a high ceiling (sign-in-limits.ts).
 */
export async function signIn(
  ctx: RequestContext,
  input: SignInInput & { guestHash: string | null },
  exchange: AuthExchange,
  deps: AfterSignInDeps & Pick<Deps, 'stores'>,
): Promise<Result<Account>> {
  const limited = await hitSignInLimits(ctx, input.email, deps);
  if (!limited.ok) return limited;
  let user;
  try {
    const { headers, response } = await exchange.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: exchange.headers,
      returnHeaders: true,
    });
    keepCookies(exchange, headers);
    user = response.user;
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'EMAIL_NOT_VERIFIED') return err('EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_EMAIL' || code === 'PASSWORD_TOO_LONG')
      return err('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    throw error;
  }
  await rememberSignInAddress(ctx, input.email, deps);
  await afterSignIn(ctx, { guestHash: input.guestHash, userId: user.id, emailVerified: user.emailVerified }, deps);
  return ok(accountOf(user));
}
