import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Reservation, Stores } from './types';

/** Sliding window in one atomic script: drop old entries, count, add when below the limit. */
const HIT_SCRIPT = `
local key, now, window, limit, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2] or now)}
end
redis.call('ZADD', key, now, member)
redis.call('PEXPIRE', key, window)
return {1, 0}`;

/** Rate limits and caches in Redis, so several API processes behave like one. */
export async function redisStores(url: string, prefix = 'store:'): Promise<Stores & { available(): boolean }> {
  // No offline queue: while Redis is away a command fails at once (resilient.ts then answers from memory) instead of
  // waiting for a reconnection inside a shopper's request.
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
  // Connection errors while Redis is away are expected: commands fail and resilient.ts answers from memory and logs
  // the outage once; without a listener ioredis would print each reconnection attempt.
  redis.on('error', () => undefined);
  await redis.connect();
  const reserve = async (key: string, limit: number, windowMs: number): Promise<Reservation> => {
    const now = Date.now();
    const member = `${now}-${randomBytes(6).toString('hex')}`;
    const [allowed, oldest] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, now, windowMs, limit, member)) as [number, number];
    if (allowed !== 1)
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        release: async () => undefined,
      };
    const release = async () => {
      await redis.zrem(prefix + key, member);
    };
    return { allowed: true, retryAfterSeconds: 0, release };
  };
  return {
    kind: 'redis',
    available: () => redis.status === 'ready',
    rateLimiter: {
      async hit(key, limit, windowMs) {
        const { allowed, retryAfterSeconds } = await reserve(key, limit, windowMs);
        return { allowed, retryAfterSeconds };
      },
      async count(key, windowMs) {
        await redis.zremrangebyscore(prefix + key, '-inf', Date.now() - windowMs);
        return redis.zcard(prefix + key);
      },
      reserve,
    },
    cache: {
      get: (key) => redis.get(prefix + key),
      async set(key, value, ttlSeconds) {
        await redis.set(prefix + key, value, 'EX', ttlSeconds);
      },
      async counter(key) {
        return Number((await redis.get(prefix + key)) ?? 0);
      },
      increment: (key) => redis.incr(prefix + key),
    },
    ping: async () => redis.status === 'ready' && (await redis.ping()) === 'PONG',
    close: async () => {
      await redis.quit();
    },
  };
}
