import { ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import type { AuthExchange } from '../../accounts/auth-exchange';
import { hitAccountLimits } from './account-rate-limits';
import { withResponseFloor } from './response-floor';
import { CHECK_EMAIL, type CheckEmail } from './sign-up';

/**
 * POST /accounts/password-reset {email}: better-auth makes a reset token (1 h) and our callback queues the email, for
 * an existing account only; every email gets the same 200 at the same time.
 */
export async function requestPasswordReset(
  ctx: RequestContext,
  input: { email: string },
  exchange: AuthExchange,
  deps: Pick<Deps, 'stores' | 'accountResponseFloorMs'>,
): Promise<Result<CheckEmail>> {
  const limited = await hitAccountLimits(ctx, 'password-reset', input.email, deps);
  if (!limited.ok) return limited;
  return withResponseFloor(async () => {
    await exchange.auth.api.requestPasswordReset({ body: { email: input.email.toLowerCase() }, headers: exchange.headers });
    return ok(CHECK_EMAIL);
  }, deps.accountResponseFloorMs);
}
