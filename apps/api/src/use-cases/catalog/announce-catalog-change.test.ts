import { describe, expect, it, vi } from 'vitest';
import { memoryStores } from '../../stores/memory';
import { QUOTE_CACHE_GENERATION } from '../carts/quote-cart';
import { announceCatalogChange } from './announce-catalog-change';

const SECRET = 'operator-secret-for-tests-0123456789';
const URLS = ['http://web-1:3000', 'http://web-2:3000'];

function recorder(answer: (url: string) => Promise<Response> = async () => new Response('{}', { status: 200 })) {
  return { fetchFn: vi.fn<typeof fetch>((input) => answer(String(input))), log: { warn: vi.fn() } };
}

describe('announceCatalogChange: a committed catalogue change reaches every process', () => {
  it("moves the quote cache on and expires the brand's tag on every storefront", async () => {
    const stores = memoryStores();
    const { fetchFn, log } = recorder();
    const first = await announceCatalogChange({ stores, operatorSecret: SECRET, storefrontUrls: URLS }, 'nestwood', {
      fetchFn,
      log,
    });
    const second = await announceCatalogChange({ stores, operatorSecret: SECRET, storefrontUrls: URLS }, 'nestwood', {
      fetchFn,
      log,
    });
    expect([first.quoteCacheGeneration, second.quoteCacheGeneration]).toEqual([1, 2]);
    expect(await stores.cache.counter(QUOTE_CACHE_GENERATION)).toBe(2);
    expect(fetchFn.mock.calls.map(([url]) => String(url))).toEqual([
      'http://web-1:3000/api/revalidate',
      'http://web-2:3000/api/revalidate',
      'http://web-1:3000/api/revalidate',
      'http://web-2:3000/api/revalidate',
    ]);
    for (const [, init] of fetchFn.mock.calls) {
      expect(init).toMatchObject({ method: 'POST', headers: { 'x-operator-secret': SECRET } });
      expect(JSON.parse(String(init?.body))).toEqual({ tags: ['brand:nestwood'] });
    }
    expect(log.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['no OPERATOR_SECRET', { storefrontUrls: URLS }],
    ['no STOREFRONT_URLS', { operatorSecret: SECRET }],
  ])('%s: the quote cache still moves on, no storefront is called', async (_label, given) => {
    const stores = memoryStores();
    const { fetchFn, log } = recorder();
    const report = await announceCatalogChange({ stores, ...given }, 'plume', { fetchFn, log });
    expect(report).toEqual({ quoteCacheGeneration: 1, storefronts: [] });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('a storefront that fails is reported and logged, not thrown', async () => {
    const stores = memoryStores();
    const { fetchFn, log } = recorder(async (url) =>
      url.startsWith('http://web-2') ? Promise.reject(new Error('refused')) : new Response('{}', { status: 200 }),
    );
    const report = await announceCatalogChange({ stores, operatorSecret: SECRET, storefrontUrls: URLS }, 'plume', {
      fetchFn,
      log,
    });
    expect(report.storefronts).toEqual([
      { url: 'http://web-1:3000', ok: true, status: 200 },
      { url: 'http://web-2:3000', ok: false, status: null },
    ]);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
