import { ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';

/** The account actions rate-limited per email and address ("Security"); sign-in has its own (sign-in-limits.ts). */
export type LimitedAccountAction = 'sign-up' | 'sign-in-link' | 'password-reset';

const WINDOW_MS = 15 * 60_000;
/** Per email (lower-cased, per brand): flooding one inbox. */
export const PER_EMAIL_LIMIT = 10;
/** Per client address: one client trying many accounts. */
export const PER_ADDRESS_LIMIT = 30;

const MESSAGE = 'Too many attempts, please try again later';

/**
 * Counts one attempt of an account action for the email and for the client address (deps.stores.rateLimiter: shared
 * by every process with Redis). Both are counted even when the first is over, so neither can be probed for free.
 */
export async function hitAccountLimits(
  ctx: RequestContext,
  action: LimitedAccountAction,
  email: string,
  deps: Pick<Deps, 'stores'>,
): Promise<Result<null>> {
  const limiter = deps.stores.rateLimiter;
  const [byEmail, byAddress] = await Promise.all([
    limiter.hit(`accounts:${action}:email:${ctx.brand}:${email.trim().toLowerCase()}`, PER_EMAIL_LIMIT, WINDOW_MS),
    limiter.hit(`accounts:${action}:address:${ctx.clientAddress}`, PER_ADDRESS_LIMIT, WINDOW_MS),
  ]);
  const refused = [byEmail, byAddress].filter((limit) => !limit.allowed);
  if (refused.length === 0) return ok(null);
  const retryAfterSeconds = Math.max(...refused.map((limit) => limit.retryAfterSeconds));
  return { ok: false, error: { code: 'RATE_LIMITED', message: MESSAGE, retryAfterSeconds } };
}
