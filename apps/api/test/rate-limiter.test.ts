import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter } from '../src/stores/memory';
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
