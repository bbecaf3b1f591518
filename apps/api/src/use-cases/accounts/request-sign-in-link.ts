import { ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import type { AuthExchange } from '../../accounts/auth-exchange';
import { hitAccountLimits } from './account-rate-limits';
import { withResponseFloor } from './response-floor';
import { CHECK_EMAIL, type CheckEmail } from './sign-up';

/**
 * POST /accounts/sign-in-link {email}: better-auth's magic link (15 min, single use, stored hashed). The email goes to
 * an existing account of the brand only; every email gets the same 200 at the same time.
 */
export async function requestSignInLink(
  ctx: RequestContext,
  input: { email: string },
  exchange: AuthExchange,
  deps: Pick<Deps, 'stores' | 'accountResponseFloorMs'>,
): Promise<Result<CheckEmail>> {
  const limited = await hitAccountLimits(ctx, 'sign-in-link', input.email, deps);
  if (!limited.ok) return limited;
  return withResponseFloor(async () => {
    await exchange.auth.api.signInMagicLink({ body: { email: input.email.toLowerCase() }, headers: exchange.headers });
    return ok(CHECK_EMAIL);
  }, deps.accountResponseFloorMs);
}
