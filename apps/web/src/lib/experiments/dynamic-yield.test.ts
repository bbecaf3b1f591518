import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DY_FLAGS_PATH, fetchDyStrategies, isMobileWidth, recommendationStrategyId } from './dynamic-yield';

function page(width: number, attributes: Record<string, string> = { 'data-brand': 'nestwood', 'data-dy-env': 'staging' }) {
  vi.stubGlobal('window', { innerWidth: width, location: { pathname: '/mattress' } });
  vi.stubGlobal('document', { documentElement: { getAttribute: (name: string) => attributes[name] ?? null } });
}

beforeEach(() => page(1280));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the browser’s dynamic-yield flags client', () => {
  it.each([
    [767, true],
    [768, false],
    [390, true],
    [1280, false],
  ])('width %i is mobile for flags: %s', (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile);
  });

  it.each([
    [390, true],
    [1280, false],
  ])('posts { experiments, pathname, isMobile } (width %i -> isMobile %s) and answers DY_STRATEGIES', async (width, isMobile) => {
    page(width);
    const answer = { DY_STRATEGIES: [{ name: 'recommendation-strategy', url: '/mattress', strategyID: 'nw-popular' }] };
    const fetch = vi.fn(async (_path: string, _init: RequestInit) => Response.json(answer));
    expect(await fetchDyStrategies(['recommendation-strategy'], { fetch })).toEqual(answer.DY_STRATEGIES);
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe(DY_FLAGS_PATH);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ experiments: ['recommendation-strategy'], pathname: '/mattress', isMobile });
  });

  it.each([
    ['an HTTP error', async () => new Response('no', { status: 500 }), /HTTP error! status: 500/],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch')), /Failed to fetch/],
    ['an answer without DY_STRATEGIES', async () => Response.json({ nope: true }), /no DY_STRATEGIES/],
  ])('%s: a warning, then the brand’s default for the page’s environment', async (_case, fetch, warning) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page(390);
    expect(await fetchDyStrategies(['a', 'b'], { fetch })).toEqual([
      { name: 'a', url: '/mattress', strategyID: 'nw-stg-mobile' },
      { name: 'b', url: '/mattress', strategyID: 'nw-stg-mobile' },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(warning));
  });

  it('the recommendation row’s strategy id: asked once per page path', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ DY_STRATEGIES: [{ name: 'recommendation-strategy', url: '/cart', strategyID: 'nw-co-purchase' }] }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await recommendationStrategyId('/cart')).toBe('nw-co-purchase');
    expect(await recommendationStrategyId('/cart')).toBe('nw-co-purchase');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
