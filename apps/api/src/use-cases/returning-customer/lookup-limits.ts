import { ok, type Result } from '@store/core';
import type { RequestContext } from '../../context';
import type { Stores } from '../../stores';

/**
 * The returning-customer lookup (HEAD /orders) says whether an email, phone and ZIP have a paid order, so it is
 * limited like a guess, hit or miss alike: 10 lookups per session and 50 per client address in 10 minutes, shared by
 * every API process through the stores. A shopper submits the shipping step a few times at most.
 */
export const LOOKUP_SESSION_LIMIT = 10;
export const LOOKUP_ADDRESS_LIMIT = 50;
export const LOOKUP_WINDOW_MS = 10 * 60_000;
export const LOOKUP_RATE_LIMITED_MESSAGE = 'Too many order lookups, please try again later';

/** One lookup under both limits, or RATE_LIMITED (with Retry-After) once either is spent. */
export async function countLookup(stores: Stores, ctx: RequestContext, sessionHash: string): Promise<Result<null>> {
  // Neither key carries the brand: one cookie and one address reach every brand host.
  const bySession = await stores.rateLimiter.hit(`order_lookups:session:${sessionHash}`, LOOKUP_SESSION_LIMIT, LOOKUP_WINDOW_MS);
  if (!bySession.allowed) return refused(bySession.retryAfterSeconds);
  const byAddress = await stores.rateLimiter.hit(
    `order_lookups:address:${ctx.clientAddress}`,
    LOOKUP_ADDRESS_LIMIT,
    LOOKUP_WINDOW_MS,
  );
  if (!byAddress.allowed) return refused(byAddress.retryAfterSeconds);
  return ok(null);
}

function refused(retryAfterSeconds: number): Result<never> {
  return { ok: false, error: { code: 'RATE_LIMITED', message: LOOKUP_RATE_LIMITED_MESSAGE, retryAfterSeconds } };
}
