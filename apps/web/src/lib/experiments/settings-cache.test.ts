import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSettingsCache, type SettingsCache } from './settings-cache';

const OFF = { brands: { nestwood: { 'premier-bundle': { enabled: false, weights: { serenity: 50, premier: 50 } } } } };
const SPLIT = { brands: { nestwood: { 'premier-bundle': { enabled: true, weights: { serenity: 10, premier: 90 } } } } };
const answer = (result: unknown, status = 200) => new Response(JSON.stringify({ status: 'ok', result }), { status });

let cache: SettingsCache | null = null;
afterEach(() => {
  cache?.stop();
  vi.useRealTimers();
});

function make(fetchFn: typeof fetch, clock = { t: 1_000_000 }) {
  const warn = vi.fn();
  cache = createSettingsCache({ url: 'http://api.test/experiments/settings', fetchFn, now: () => clock.t, warn });
  return { cache, warn, clock };
}

describe('the storefront’s copy of the experiment settings', () => {
  it('the first request waits for the first read; later ones use the copy without a call', async () => {
    const fetchFn = vi.fn(async () => answer(OFF));
    const { cache } = make(fetchFn as unknown as typeof fetch);
    expect(await cache.brand('nestwood')).toEqual(OFF.brands.nestwood);
    expect(await cache.brand('nestwood')).toEqual(OFF.brands.nestwood);
    expect(await cache.brand('plume')).toBeUndefined();
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('stale-while-revalidate: a request after 2 s gets the copy it has and starts a read; the next one sees the change', async () => {
    let body: unknown = OFF;
    const fetchFn = vi.fn(async () => answer(body));
    const { cache, clock } = make(fetchFn as unknown as typeof fetch);
    await cache.brand('nestwood');
    body = SPLIT;
    clock.t += 1500;
    expect(await cache.brand('nestwood')).toEqual(OFF.brands.nestwood);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    clock.t += 1000;
    expect(await cache.brand('nestwood')).toEqual(OFF.brands.nestwood);
    await cache.refresh();
    expect(await cache.brand('nestwood')).toEqual(SPLIT.brands.nestwood);
  });

  it('a background timer reads every 2 s, so an idle process is never more than one read behind', async () => {
    vi.useFakeTimers();
    let body: unknown = OFF;
    const fetchFn = vi.fn(async () => answer(body));
    const { cache } = make(fetchFn as unknown as typeof fetch);
    await cache.brand('nestwood');
    body = SPLIT;
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['the API is down', async () => Promise.reject(new TypeError('fetch failed'))],
    ['the API answers 503', async () => answer(null, 503)],
    ['the API answers another shape', async () => answer({ brands: { nestwood: { x: { enabled: 'yes' } } } })],
    ['the API answers no JSON', async () => new Response('<html>', { status: 200 })],
  ])('%s: the last known settings stay, one warning per outage, the page is not failed', async (_case, failure) => {
    let failing = false;
    const fetchFn = vi.fn(async () => (failing ? failure() : answer(OFF)));
    const { cache, warn, clock } = make(fetchFn as unknown as typeof fetch);
    await cache.brand('nestwood');
    failing = true;
    clock.t += 5000;
    await cache.refresh();
    await cache.refresh();
    expect(await cache.brand('nestwood')).toEqual(OFF.brands.nestwood);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('never read (API down from the start): the registry defaults (undefined), after at most the first-read wait', async () => {
    const { cache } = make((async () => new Promise(() => undefined)) as unknown as typeof fetch);
    const started = performance.now();
    expect(await cache.brand('nestwood')).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
