import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_KEYS, searchSuggestionsSchema, type SearchSuggestions } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';
import { SUGGEST_ADDRESS_LIMIT, SUGGEST_RATE_LIMITED_MESSAGE } from '../src/use-cases/search/suggest-search';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'catalog' });
});
afterAll(() => t.close());

const get = (url: string, brand = 'nestwood', remoteAddress = '10.20.30.40') =>
  t.app.inject({ method: 'GET', url, headers: { 'x-brand': brand }, remoteAddress });
const suggest = async (q: string, brand = 'nestwood'): Promise<SearchSuggestions> => {
  const res = await get(`/search/suggestions?q=${encodeURIComponent(q)}`, brand);
  expect(res.statusCode).toBe(200);
  return searchSuggestionsSchema.parse(res.json().result);
};

describe('GET /search/suggestions: products as the search ranks them and matching category pages', () => {
  it('"king mattress": king-size mattresses, best first, and the King Size Mattresses page', async () => {
    expect(await suggest('king mattress')).toEqual({
      query: 'king mattress',
      products: [
        { id: 'ultra-hybrid-mattress', title: 'Nestwood Ultra Hybrid Mattress', url: '/mattresses/ultra-hybrid-mattress' },
        { id: 'mattress', title: 'Nestwood Classic Hybrid Mattress', url: '/mattress' },
        {
          id: 'memory-foam-mattress',
          title: 'Nestwood Classic Memory Foam Mattress',
          url: '/mattresses/memory-foam-mattress',
        },
        {
          id: 'premier-hybrid-mattress',
          title: 'Nestwood Premier Hybrid Mattress',
          url: '/mattresses/premier-hybrid-mattress',
        },
        {
          id: 'premier-memory-foam-mattress',
          title: 'Nestwood Premier Memory Foam Mattress',
          url: '/mattresses/premier-memory-foam-mattress',
        },
      ],
      categories: [{ title: 'King Size Mattresses', url: '/king-size-mattresses' }],
    });
  });

  it('two letters are enough: "ma" suggests mattresses and the pages whose title starts so', async () => {
    const result = await suggest('ma');
    expect(result.products).toHaveLength(5);
    expect(result.categories.map((c) => c.url)).toEqual([
      '/mattresses',
      '/mattress-bundles',
      '/twin-size-mattresses',
      '/full-size-mattresses',
    ]);
  });

  it('"bed": the bed frame and bedding pages', async () => {
    expect((await suggest('bed')).categories).toEqual([
      { title: 'Bed Frames', url: '/bed-frames' },
      { title: 'Bedding', url: '/bedding' },
    ]);
  });

  it('limit picks how many products (1 to 10)', async () => {
    const res = await get('/search/suggestions?q=pillow&limit=2');
    expect(res.json().result.products.map((p: { title: string }) => p.title)).toEqual([
      'Gel-Infused Memory Foam Pillow',
      'The Nestwood Pillow',
    ]);
  });

  it('nothing close: no products, no pages', async () => {
    expect(await suggest('xqzzy')).toEqual({ query: 'xqzzy', products: [], categories: [] });
  });

  it.each(BRAND_KEYS)("%s: another brand's products are never suggested", async (brand) => {
    const own = new Set(((await get('/products', brand)).json().result as { id: string }[]).map((p) => p.id));
    for (const q of ['pillow', 'mattress', 'king', 'driftvale cloud', 'nestwood']) {
      for (const p of (await suggest(q, brand)).products) expect(own.has(p.id)).toBe(true);
    }
  });

  it('a brand name is not suggested on another brand ("Driftvale Cloud" on nestwood)', async () => {
    expect((await suggest('Driftvale Cloud')).products).toEqual([]);
  });
});

describe('GET /search/suggestions refuses bad input with a clear 400, never a 5xx', () => {
  it.each<[string, string, string]>([
    ['missing q', '/search/suggestions', 'Enter something to search for'],
    ['empty q', '/search/suggestions?q=', 'Enter something to search for'],
    ['one character', '/search/suggestions?q=k', 'Search text must be at least 2 characters'],
    ['one character in spaces', '/search/suggestions?q=%20k%20', 'Search text must be at least 2 characters'],
    ['101 characters', `/search/suggestions?q=${'a'.repeat(101)}`, 'Search text must be at most 100 characters'],
    ['5000 characters', `/search/suggestions?q=${'a'.repeat(5000)}`, 'Search text must be at most 100 characters'],
    ['a NUL byte', '/search/suggestions?q=ki%00ng', 'Search text must not contain control characters'],
    ['two q', '/search/suggestions?q=ki&q=ng', 'Search text must be given once'],
    ['limit 0', '/search/suggestions?q=king&limit=0', 'limit'],
    ['limit 11', '/search/suggestions?q=king&limit=11', 'limit'],
  ])('%s', async (_name, url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    expect(res.json().message).toContain(message);
  });

  it.each<[string, string]>([
    ['odd bytes (invalid UTF-8 escapes)', '%FF%FE%C3'],
    ['an unpaired surrogate escape', '%ED%A0%80ab'],
    ['emoji', '%F0%9F%9B%8F%EF%B8%8F'],
  ])('%s are not a 5xx', async (_name, q) => {
    expect((await get(`/search/suggestions?q=${q}`)).statusCode).toBeLessThan(500);
  });

  it.each<[string, string]>([
    ['SQL', "' or 1=1; drop table products; --"],
    ['tsquery syntax', 'king:* | !mattress'],
    ['LIKE wildcards', '%_%\\'],
    ['only punctuation', '!!! ???'],
  ])('%s is only text: 200', async (_name, q) => {
    expect((await suggest(q)).query).toBe(q.trim());
  });
});

describe('GET /search/suggestions is rate-limited per client address', () => {
  it(`429 with a clear message after ${SUGGEST_ADDRESS_LIMIT} requests from one address; another address still answers`, async () => {
    const address = '10.77.77.77';
    for (let i = 0; i < SUGGEST_ADDRESS_LIMIT; i++)
      expect((await get('/search/suggestions?q=%21%21', 'nestwood', address)).statusCode).toBe(200);
    const limited = await get('/search/suggestions?q=king', 'nestwood', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 'error', code: 'RATE_LIMITED', message: SUGGEST_RATE_LIMITED_MESSAGE });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/search/suggestions?q=king', 'nestwood', '10.77.77.78')).statusCode).toBe(200);
  });
});
