import { err, ok, type Result } from '@store/core';
import type { RequestContext } from '../../context';
import { accountOf, type Account } from '../../accounts/account';
import { headersWithNewCookies, keepCookies, type AuthExchange } from '../../accounts/auth-exchange';
import { authErrorCode } from '../../accounts/auth-errors';
import { afterSignIn, type AfterSignInDeps } from './after-sign-in';

export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired';

/**
 * POST /accounts/verify-email {token}: marks the account's email verified and signs it in (better-auth's
 * autoSignInAfterVerification). The token is better-auth's, signed with the brand's secret (a token of another brand
 * is invalid here) and good for 24 h; an account already verified is not signed in by it again (INVALID_LINK), so
 * the link is not a lasting sign-in link.
 */
export async function verifyEmail(
  ctx: RequestContext,
  input: { token: string; guestHash: string | null },
  exchange: AuthExchange,
  deps: AfterSignInDeps,
): Promise<Result<Account>> {
  try {
    const { headers } = await exchange.auth.api.verifyEmail({
      query: { token: input.token },
      headers: exchange.headers,
      returnHeaders: true,
    });
    keepCookies(exchange, headers);
  } catch (error) {
    if (authErrorCode(error) !== null) return err('INVALID_LINK', INVALID_LINK_MESSAGE);
    throw error;
  }
  const session = await exchange.auth.api.getSession({ headers: headersWithNewCookies(exchange) });
  if (!session || exchange.setCookies.length === 0) return err('INVALID_LINK', INVALID_LINK_MESSAGE);
  const { user } = session;
  await afterSignIn(ctx, { guestHash: input.guestHash, userId: user.id, emailVerified: user.emailVerified }, deps);
  return ok(accountOf(user));
}
