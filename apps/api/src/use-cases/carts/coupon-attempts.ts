import type { DomainError } from '@store/core';
import type { Stores } from '../../stores';

/** Coupon guesses are rate limited: 10 failed attempts per session in 10 minutes, shared across processes. */
export const COUPON_FAILURE_LIMIT = 10;
export const COUPON_FAILURE_WINDOW_MS = 10 * 60_000;

const key = (brand: string, sessionHash: string) => `coupon_failures:${brand}:${sessionHash}`;

/** Refuses further coupon checks once the session has failed too often. */
export async function couponGuard(stores: Stores, brand: string, sessionHash: string): Promise<DomainError | null> {
  const failures = await stores.rateLimiter.count(key(brand, sessionHash), COUPON_FAILURE_WINDOW_MS);
  if (failures < COUPON_FAILURE_LIMIT) return null;
  return { code: 'RATE_LIMITED', message: 'Too many coupon attempts, please try again later', retryAfterSeconds: Math.ceil(COUPON_FAILURE_WINDOW_MS / 1000) };
}

/** Counts one failed coupon attempt. */
export async function countCouponFailure(stores: Stores, brand: string, sessionHash: string): Promise<void> {
  await stores.rateLimiter.hit(key(brand, sessionHash), Number.MAX_SAFE_INTEGER, COUPON_FAILURE_WINDOW_MS);
}
