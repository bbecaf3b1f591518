import { ok, type Result } from '@store/core';
import type { RequestContext } from '../../context';
import type { Stores } from '../../stores';

/**
 * Coupon guesses are rate limited, shared across processes: 10 failed checks per session and 100 per client address
 * in 10 minutes. A fresh cookie resets the first, not the second. Each check reserves an attempt before the code is
 * looked up, so parallel requests cannot pass the limits; a check that finds a usable code gives its attempt back.
 */
export const COUPON_FAILURE_LIMIT = 10;
export const COUPON_ADDRESS_FAILURE_LIMIT = 100;
export const COUPON_FAILURE_WINDOW_MS = 10 * 60_000;
export const COUPON_RATE_LIMITED_MESSAGE = 'Too many coupon attempts, please try again later';

export interface CouponAttempt {
  /** The check was no failed guess (the code was usable, or it was never looked up): the attempt is given back. */
  release(): Promise<void>;
}

/** One coupon check's attempt under both limits, or RATE_LIMITED (with Retry-After) once either is spent. */
export async function reserveCouponAttempt(
  stores: Stores,
  ctx: RequestContext,
  sessionHash: string,
): Promise<Result<CouponAttempt>> {
  const bySession = await stores.rateLimiter.reserve(
    `coupon_failures:session:${sessionHash}`,
    COUPON_FAILURE_LIMIT,
    COUPON_FAILURE_WINDOW_MS,
  );
  if (!bySession.allowed) return refused(bySession.retryAfterSeconds);
  // Neither limit is per brand: the demo store's coupons are the same on every brand and one session cookie works on every
  // brand host, so guesses spread over brand hosts add up.
  const byAddress = await stores.rateLimiter.reserve(
    `coupon_failures:address:${ctx.clientAddress}`,
    COUPON_ADDRESS_FAILURE_LIMIT,
    COUPON_FAILURE_WINDOW_MS,
  );
  if (!byAddress.allowed) {
    await bySession.release();
    return refused(byAddress.retryAfterSeconds);
  }
  return ok({
    async release() {
      await Promise.all([bySession.release(), byAddress.release()]);
    },
  });
}

function refused(retryAfterSeconds: number): Result<never> {
  return { ok: false, error: { code: 'RATE_LIMITED', message: COUPON_RATE_LIMITED_MESSAGE, retryAfterSeconds } };
}
