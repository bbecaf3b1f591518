import { ok, type Result } from '@store/core';
import type { RequestContext } from '../../context';
import type { Stores } from '../../stores';

/**
 * Address checks answer whether a ZIP, state and city go together, so they are limited like coupon guesses (every
 * check counts): 60 per session and 300 per client address in 10 minutes. A form checks on a 500 ms debounce, far
 * below that; a script walking the ZIP table is not.
 */
export const ADDRESS_CHECK_SESSION_LIMIT = 60;
export const ADDRESS_CHECK_ADDRESS_LIMIT = 300;
const WINDOW_MS = 10 * 60_000;
const LIMITED_MESSAGE = 'Too many address checks, please try again later';

/** One address check under both limits, or RATE_LIMITED (with Retry-After) once either is spent. */
export async function countAddressCheck(stores: Stores, ctx: RequestContext, sessionHash: string): Promise<Result<null>> {
  for (const [key, limit] of [
    [`address_checks:session:${sessionHash}`, ADDRESS_CHECK_SESSION_LIMIT],
    [`address_checks:address:${ctx.clientAddress}`, ADDRESS_CHECK_ADDRESS_LIMIT],
  ] as const) {
    const hit = await stores.rateLimiter.hit(key, limit, WINDOW_MS);
    if (!hit.allowed)
      return { ok: false, error: { code: 'RATE_LIMITED', message: LIMITED_MESSAGE, retryAfterSeconds: hit.retryAfterSeconds } };
  }
  return ok(null);
}
