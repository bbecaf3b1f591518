import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCache, memoryRateLimiter } from '../src/stores/memory';
import { redisStores } from '../src/stores/redis';
import type { RateLimiter, Stores } from '../src/stores';

/** One contract for both limiters: the in-process one always, Redis in the run that has the services (api-postgres). */
const withRedis = process.env.TEST_DB === 'postgres';
let redis: Stores | null = null;
beforeAll(async () => {
  if (withRedis)
    redis = await redisStores(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', `test:${randomBytes(4).toString('hex')}:`);
});
afterAll(async () => redis?.close());

const limiters: Array<[string, () => RateLimiter]> = [
  ['memory', () => memoryRateLimiter()],
  ...(withRedis ? [['redis', () => redis!.rateLimiter] as [string, () => RateLimiter]] : []),
];
const fresh = () => `k:${randomBytes(6).toString('hex')}`;

describe.each(limiters)('%s rate limiter', (_name, make) => {
  it('allows fewer than the limit in the window, then refuses with Retry-After', async () => {
    const limiter = make();
    const key = fresh();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limiter.hit(key, 3, 60_000));
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]!.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(await limiter.count(key, 60_000)).toBe(3);
  });

  it('a released reservation no longer counts; a refused one has nothing to release', async () => {
    const limiter = make();
    const key = fresh();
    const first = await limiter.reserve(key, 2, 60_000);
    const second = await limiter.reserve(key, 2, 60_000);
    const third = await limiter.reserve(key, 2, 60_000);
    expect([first.allowed, second.allowed, third.allowed]).toEqual([true, true, false]);
    await third.release();
    expect(await limiter.count(key, 60_000)).toBe(2);
    await first.release();
    expect(await limiter.count(key, 60_000)).toBe(1);
    expect((await limiter.reserve(key, 2, 60_000)).allowed).toBe(true);
  });

  it('parallel reservations never pass the limit', async () => {
    const limiter = make();
    const key = fresh();
    const answers = await Promise.all(Array.from({ length: 30 }, () => limiter.reserve(key, 10, 60_000)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(10);
  });
});

describe('the in-process stores are bounded', () => {
  it('a key is forgotten once its window has passed since its last attempt', async () => {
    let clock = 1_000_000;
    const limiter = memoryRateLimiter({ now: () => clock });
    for (let i = 0; i < 1000; i++) await limiter.hit(`address:${i}`, 50, 20_000);
    expect(limiter.keyCount()).toBe(1000);
    clock += 20_001;
    await limiter.hit('address:new', 50, 20_000);
    expect(limiter.keyCount()).toBe(1);
  });

  it('beyond maxKeys the least recently used key goes, never the one being hit', async () => {
    const limiter = memoryRateLimiter({ maxKeys: 100 });
    for (let i = 0; i < 10; i++) await limiter.hit('address:busy', 10, 60_000);
    for (let i = 0; i < 500; i++) {
      await limiter.hit(`session:${i}`, 10, 60_000);
      expect((await limiter.hit('address:busy', 10, 60_000)).allowed).toBe(false);
    }
    expect(limiter.keyCount()).toBe(100);
    expect(await limiter.count('session:0', 60_000)).toBe(0);
  });

  it('the merge limit still holds: 50 in a sliding 20 s window, the 51st refused until the oldest leaves', async () => {
    let clock = 1_000_000;
    const limiter = memoryRateLimiter({ now: () => clock });
    for (let i = 0; i < 50; i++) {
      expect((await limiter.hit('merge', 50, 20_000)).allowed).toBe(true);
      clock += 100;
    }
    expect((await limiter.hit('merge', 50, 20_000)).allowed).toBe(false);
    clock = 1_020_001;
    expect((await limiter.hit('merge', 50, 20_000)).allowed).toBe(true);
    expect((await limiter.hit('merge', 50, 20_000)).allowed).toBe(false);
  });

  it('the cache keeps at most maxKeys entries and drops expired ones', async () => {
    let clock = 1_000_000;
    const cache = memoryCache({ maxKeys: 3, now: () => clock });
    for (const k of ['a', 'b', 'c', 'd']) await cache.set(k, k, 10);
    expect(await cache.get('a')).toBeNull();
    expect(await cache.get('d')).toBe('d');
    clock += 10_001;
    expect(await cache.get('d')).toBeNull();
  });
});
