import { describe, expect, it } from 'vitest';
import { memoryStores } from './memory';
import { resilientStores } from './resilient';
import type { Stores } from './types';

/** A primary store whose Redis can be switched off: not connected, or connected but failing each command. */
function switchable() {
  const inner = memoryStores();
  const state = { connected: true, failing: false };
  const guard = async <T>(work: () => Promise<T>) => {
    if (state.failing) throw new Error('Connection is closed.');
    return work();
  };
  const primary: Stores & { available(): boolean } = {
    ...inner,
    kind: 'redis',
    available: () => state.connected,
    rateLimiter: {
      hit: (k, l, w) => guard(() => inner.rateLimiter.hit(k, l, w)),
      count: (k, w) => guard(() => inner.rateLimiter.count(k, w)),
      reserve: (k, l, w) =>
        guard(async () => {
          const r = await inner.rateLimiter.reserve(k, l, w);
          return { ...r, release: () => guard(() => r.release()) };
        }),
    },
    cache: {
      get: (k) => guard(() => inner.cache.get(k)),
      set: (k, v, t) => guard(() => inner.cache.set(k, v, t)),
      counter: (k) => guard(() => inner.cache.counter(k)),
      increment: (k) => guard(() => inner.cache.increment(k)),
    },
  };
  return { primary, state };
}

function setUp() {
  const { primary, state } = switchable();
  const lines: string[] = [];
  const stores = resilientStores(primary, memoryStores(), {
    warn: (m) => lines.push(`warn ${m}`),
    info: (m) => lines.push(`info ${m}`),
  });
  return { stores, state, lines };
}

describe('Redis stopped, the store keeps selling (stores/resilient.ts)', () => {
  it.each([
    ['not connected', { connected: false, failing: false }],
    ['connected but each command failing', { connected: true, failing: true }],
  ])('when Redis is %s, limits and caches answer from memory and the outage is logged once', async (_label, outage) => {
    const { stores, state, lines } = setUp();
    await stores.cache.set('quote', 'cached', 60);
    Object.assign(state, outage);
    await stores.cache.set('quote', 'from memory', 60);
    expect(await stores.cache.get('quote')).toBe('from memory');
    const hits = [];
    for (let i = 0; i < 4; i += 1) hits.push((await stores.rateLimiter.hit('coupon:1.2.3.4', 3, 60_000)).allowed);
    expect(hits).toEqual([true, true, true, false]);
    expect(lines.filter((l) => l.startsWith('warn'))).toHaveLength(1);
    expect(lines[0]).toMatch(/^warn Redis unavailable .*fall back to this process's memory$/);
  });

  it('goes back to Redis when it answers again, and logs that once', async () => {
    const { stores, state, lines } = setUp();
    state.connected = false;
    await stores.cache.get('x');
    state.connected = true;
    await stores.cache.set('shared', 'in redis', 60);
    expect(await stores.cache.get('shared')).toBe('in redis');
    expect(lines).toEqual([expect.stringMatching(/^warn /), expect.stringMatching(/^info Redis answers again/)]);
  });

  it('a reservation taken on Redis is released without failing the request when Redis went away meanwhile', async () => {
    const { stores, state } = setUp();
    const reservation = await stores.rateLimiter.reserve('login:a', 5, 60_000);
    state.failing = true;
    await expect(reservation.release()).resolves.toBeUndefined();
  });
});
