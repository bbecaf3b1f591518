import { sql } from 'drizzle-orm';
import { err, ok, orderLookupKeys, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { grantLookedUpOrder } from '../../db/repositories/order-access';

export const ORDER_LOOKUP_MISS = 'We could not find an order with those details';
/** A look-up lets the session read the order for a day. */
export const LOOKUP_GRANT_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = 15 * 60_000;
/** Per email: guessing one shopper's ZIP and order number. */
export const LOOKUP_PER_EMAIL_LIMIT = 10;
/** Per client address: one client trying many shoppers. */
export const LOOKUP_PER_ADDRESS_LIMIT = 30;
const RATE_LIMITED_MESSAGE = 'Too many look-ups, please try again later';

/** The order number as a shopper may type it back: any case, spaces, a leading '#'. */
export const normaliseShortId = (typed: string): string => typed.replace(/[\s#-]/g, '').toUpperCase();

/**
 * Guest order look-up (POST /orders/lookup): email + ZIP + order short id. Both rate limits are counted
 * first, for every attempt; then one statement finds the order (brand, email key, ZIP key, short id; core
 * orderLookupKeys) and grants this session read access for 24 h (order_access_grants), so a hit and a miss do the
 * same work. A miss is 404 ORDER_NOT_FOUND, with the same message whichever detail was wrong.
 */
export async function lookUpOrder(
  ctx: RequestContext,
  input: { sessionHash: string; email: string; zip: string; shortId: string },
  deps: Pick<Deps, 'db' | 'now' | 'stores'>,
): Promise<Result<{ orderId: string }>> {
  const { emailKey, zipKey } = orderLookupKeys({ email: input.email, phone: '', zip: input.zip });
  const limiter = deps.stores.rateLimiter;
  const limits = await Promise.all([
    limiter.hit(`orders:lookup:email:${ctx.brand}:${emailKey}`, LOOKUP_PER_EMAIL_LIMIT, WINDOW_MS),
    limiter.hit(`orders:lookup:address:${ctx.clientAddress}`, LOOKUP_PER_ADDRESS_LIMIT, WINDOW_MS),
  ]);
  const refused = limits.filter((limit) => !limit.allowed);
  if (refused.length > 0) {
    const retryAfterSeconds = Math.max(...refused.map((limit) => limit.retryAfterSeconds));
    return { ok: false, error: { code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE, retryAfterSeconds } };
  }
  const grant = { sessionHash: input.sessionHash, expiresAt: new Date(deps.now().getTime() + LOOKUP_GRANT_MS) };
  const keys = { emailKey, zipKey, shortId: normaliseShortId(input.shortId) };
  // A hit writes a grant row and a miss writes nothing; a commit with a write waits for the WAL flush, so it would
  // answer measurably later. This transaction does not wait (synchronous_commit off, for it alone): hit and miss cost
  // the same. The price is that a crash in the next moments may lose a grant; the shopper looks the order up again.
  const found = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    return grantLookedUpOrder(tx, ctx.brand, keys, grant);
  });
  return found ? ok(found) : err('ORDER_NOT_FOUND', ORDER_LOOKUP_MISS);
}
