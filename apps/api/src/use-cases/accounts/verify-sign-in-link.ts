import { err, ok, type Result } from '@store/core';
import type { RequestContext } from '../../context';
import { accountOf, type Account } from '../../accounts/account';
import { keepCookies, type AuthExchange } from '../../accounts/auth-exchange';
import { authErrorCode } from '../../accounts/auth-errors';
import { afterSignIn, type AfterSignInDeps } from './after-sign-in';
import { INVALID_LINK_MESSAGE } from './verify-email';

/**
 * POST /accounts/sign-in-link/verify {token}: consumes the link's token (atomically: a second use finds nothing) and
 * signs the account in. Used, expired or unknown: INVALID_LINK. The storefront page POSTs it, so a mail scanner's GET
 * of the link consumes nothing.
 */
export async function verifySignInLink(
  ctx: RequestContext,
  input: { token: string; guestHash: string | null },
  exchange: AuthExchange,
  deps: AfterSignInDeps,
): Promise<Result<Account>> {
  let user;
  try {
    const { headers, response } = await exchange.auth.api.magicLinkVerify({
      query: { token: input.token },
      headers: exchange.headers,
      returnHeaders: true,
    });
    keepCookies(exchange, headers);
    user = response.user;
  } catch (error) {
    if (authErrorCode(error) !== null) return err('INVALID_LINK', INVALID_LINK_MESSAGE);
    throw error;
  }
  await afterSignIn(ctx, { guestHash: input.guestHash, userId: user.id, emailVerified: user.emailVerified }, deps);
  return ok(accountOf(user));
}
