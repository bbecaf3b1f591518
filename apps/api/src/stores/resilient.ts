import type { Cache, RateLimiter, Reservation, Stores } from './types';

/** Where the fallback's state changes are told (the API's logger once it exists). */
export interface OutageLog {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * "Redis stopped: the store keeps selling": every call goes to Redis while it answers; when it does not (down,
 * restarting, a command failing), the call is answered by this process's in-memory store instead, and the switch is
 * logged once each way. During the outage limits count per process (N processes allow up to N times a limit) and
 * caches are per process; nothing else depends on Redis. /ready reports `redis: 'down'` but stays ready.
 */
export function resilientStores(primary: Stores & { available(): boolean }, fallback: Stores, log: OutageLog): Stores {
  let down = false;
  const fellBack = (error: unknown) => {
    if (!down)
      log.warn(
        `Redis unavailable (${error instanceof Error ? error.message : String(error)}): rate limits and caches fall back to this process's memory`,
      );
    down = true;
  };
  async function call<T>(onPrimary: (s: Stores) => Promise<T>, onFallback: (s: Stores) => Promise<T>): Promise<T> {
    if (primary.available()) {
      try {
        const value = await onPrimary(primary);
        if (down) log.info('Redis answers again: rate limits and caches are shared across processes again');
        down = false;
        return value;
      } catch (error) {
        fellBack(error);
      }
    } else fellBack(new Error('not connected'));
    return onFallback(fallback);
  }
  const both = <T>(use: (s: Stores) => Promise<T>) => call(use, use);

  const rateLimiter: RateLimiter = {
    hit: (key, limit, windowMs) => both((s) => s.rateLimiter.hit(key, limit, windowMs)),
    count: (key, windowMs) => both((s) => s.rateLimiter.count(key, windowMs)),
    reserve: (key, limit, windowMs): Promise<Reservation> =>
      both(async (s) => {
        const reservation = await s.rateLimiter.reserve(key, limit, windowMs);
        // Taking an attempt back must never fail the request whose outcome it records.
        return { ...reservation, release: () => reservation.release().catch(() => undefined) };
      }),
  };
  const cache: Cache = {
    get: (key) => both((s) => s.cache.get(key)),
    set: (key, value, ttlSeconds) => both((s) => s.cache.set(key, value, ttlSeconds)),
    counter: (key) => both((s) => s.cache.counter(key)),
    increment: (key) => both((s) => s.cache.increment(key)),
  };
  return {
    kind: 'redis',
    rateLimiter,
    cache,
    ping: () => primary.ping(),
    close: async () => {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
