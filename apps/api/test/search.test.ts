import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_KEYS, searchResultSchema, type SearchResult } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../src/db/schema';
import type { Database } from '../src/db/client';
import { replaceCatalog } from '../src/db/repositories/products';
import { findSearchCandidates, hasTrigram } from '../src/db/repositories/product-search';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'catalog' });
});
afterAll(() => t.close());

const get = (url: string, brand = 'nestwood') => t.app.inject({ method: 'GET', url, headers: { 'x-brand': brand } });
const search = async (q: string, brand = 'nestwood'): Promise<SearchResult> => {
  const res = await get(`/search?q=${encodeURIComponent(q)}`, brand);
  expect(res.statusCode).toBe(200);
  return searchResultSchema.parse(res.json().result);
};
const titles = (result: SearchResult) => result.products.map((p) => p.title);

describe('GET /search: the brand catalogue by full-text search with typo tolerance (site search)', () => {
  it('pg_trgm is loaded on this database (PGlite contrib or PostgreSQL)', async () => {
    expect(await hasTrigram(t.db)).toBe(true);
  });

  it('"pillow" finds the pillows, titles first, in the listing card shape', async () => {
    const result = await search('pillow');
    expect(result.products.length).toBeGreaterThan(3);
    expect(titles(result)).toContain('The Nestwood Pillow');
    // Pillows before the bundle whose long copy names pillows too (ts_rank normalised by length).
    expect(
      titles(result)
        .slice(0, 5)
        .every((title) => / Pillow$|^Pillow/.test(title)),
    ).toBe(true);
    expect(result.products[0]?.metadata.url).toMatch(/^\//);
    expect(result.suggestions).toEqual([]);
  });

  it("a result carries the product's staff photos in order (a result card shows the first, as a listing card)", async () => {
    const [pillow] = (await search('latex pillow')).products;
    expect(pillow?.photos).toEqual([]);
    await t.db.insert(schema.productImages).values({
      id: 'ph_0000000000000000search',
      brand: 'nestwood',
      productId: pillow!.id,
      color: null,
      position: 0,
      alt: 'The latex pillow on a bed',
      objectKey: 'photos/nestwood/ph_0000000000000000search/0123456789abcdef/original',
      contentType: 'image/jpeg',
      width: 1200,
      height: 900,
      bytes: 1000,
      createdBy: 'owner@example.com',
    });
    const [again] = (await search('latex pillow')).products;
    expect(again?.photos).toEqual([
      {
        id: 'ph_0000000000000000search',
        color: null,
        alt: 'The latex pillow on a bed',
        width: 1200,
        height: 900,
        src: '/media/photos/nestwood/ph_0000000000000000search/0123456789abcdef',
      },
    ]);
  });

  it('a typo still finds them ("pilow") and suggests the spelling', async () => {
    const result = await search('pilow');
    expect(titles(result)).toContain('The Nestwood Pillow');
    expect(result.suggestions).toEqual(['pillow']);
  });

  it('a prefix finds whole words ("pil"), a plural its singular ("pillows")', async () => {
    expect(titles(await search('pil'))).toContain('The Nestwood Pillow');
    expect(titles(await search('pillows'))).toContain('The Nestwood Pillow');
  });

  it('every word must match: "latex pillow" is the latex pillow only', async () => {
    expect(titles(await search('latex pillow'))).toEqual(['Latex Pillow']);
  });

  it('nothing close: no products, no suggestions; a swapped pair of letters is suggested back', async () => {
    expect(await search('xqzzy')).toEqual({ query: 'xqzzy', products: [], suggestions: [] });
    const swapped = await search('hybird');
    expect(swapped.products).toEqual([]);
    expect(swapped.suggestions[0]).toBe('hybrid');
  });

  it('limit caps the products', async () => {
    const res = await get('/search?q=mattress&limit=2');
    expect(res.json().result.products).toHaveLength(2);
  });

  it('services and add-ons without a page of their own are not results', async () => {
    const result = await search('warranty');
    for (const p of result.products) expect(['warranty', 'service']).not.toContain(p.attributes.group);
  });

  it.each(BRAND_KEYS)("%s: another brand's products are never returned", async (brand) => {
    const own = new Set(((await get('/products', brand)).json().result as { id: string }[]).map((p) => p.id));
    for (const q of ['pillow', 'mattress', 'bed frame', 'driftvale cloud', 'nestwood']) {
      for (const p of (await search(q, brand)).products) expect(own.has(p.id)).toBe(true);
    }
  });

  it('a brand name is not found on another brand ("Driftvale Cloud Pillow" on nestwood)', async () => {
    expect(titles(await search('Driftvale Cloud Pillow'))).toEqual([]);
  });
});

const NESTWOOD_MATTRESSES = [
  'Nestwood Classic Hybrid Mattress',
  'Nestwood Classic Memory Foam Mattress',
  'Nestwood Premier Hybrid Mattress',
  'Nestwood Premier Memory Foam Mattress',
  'Nestwood Premier Rest Hybrid Mattress',
  'Nestwood Premier Rest Memory Foam Mattress',
  'Nestwood Luxe Hybrid Mattress',
  'Nestwood Luxe Memory Foam Mattress',
  'Nestwood Ultra Hybrid Mattress',
  'Nestwood Ultra Memory Foam Mattress',
];
const sizesOf = (product: SearchResult['products'][number]) =>
  product.properties
    .find((p) => p.name === 'Size')
    ?.options.filter((o) => !o.outOfStock)
    .map((o) => o.value) ?? [];

describe('GET /search ranks what the shopper means: the name, what it is, the size named (nestwood catalogue)', () => {
  it('"king mattress": the ten king-size mattresses first (the Ultra Hybrid, whose copy names mattresses, then in catalogue order), the Kids Mattress (twin, full) after them', async () => {
    const found = titles(await search('king mattress'));
    expect(found.slice(0, 10)).toEqual([
      'Nestwood Ultra Hybrid Mattress',
      ...NESTWOOD_MATTRESSES.filter((title) => title !== 'Nestwood Ultra Hybrid Mattress'),
    ]);
    const kids = found.indexOf('Nestwood Kids Mattress');
    if (kids !== -1) expect(kids).toBeGreaterThan(9);
  });

  it('"king": products sold in King first, never one sold only in Cal King or Split King before them', async () => {
    const result = await search('king', 'nestwood');
    expect(titles(result).slice(0, 10)).toEqual(NESTWOOD_MATTRESSES);
    const sold = result.products.map((p) => sizesOf(p).includes('king'));
    expect(sold.indexOf(false) === -1 || !sold.slice(sold.indexOf(false)).includes(true)).toBe(true);
  });

  it('"cal king": the mattresses in stock in Cal King, not the Ultra Hybrid whose Cal King is sold out', async () => {
    const found = titles(await search('cal king', 'nestwood'));
    expect(found.slice(0, 9)).toEqual(NESTWOOD_MATTRESSES.filter((title) => title !== 'Nestwood Ultra Hybrid Mattress'));
    // Below every product in stock in Cal King: not on the first page of 24.
    expect(found.indexOf('Nestwood Ultra Hybrid Mattress')).toBe(-1);
  });

  it('"twin xl sheets": the sheet sets sold in Twin XL, the kids sheet set (twin, full) not among them', async () => {
    const found = titles(await search('twin xl sheets'));
    expect(found.slice(0, 3)).toEqual(['Natural Cotton Sheet Set', 'Linen Sheet Set', 'Percale Sheet Set']);
    expect(found.slice(0, 4)).not.toContain('Kids Cotton Sheet Set');
  });

  it('"kids mattress": the Kids Mattress first', async () => {
    expect(titles(await search('kids mattress'))[0]).toBe('Nestwood Kids Mattress');
  });
});

describe('GET /search refuses bad input with a clear 400, never a 5xx', () => {
  it.each<[string, string, string]>([
    ['missing q', '/search', 'Enter something to search for'],
    ['empty q', '/search?q=', 'Enter something to search for'],
    ['only spaces', '/search?q=%20%20%20', 'Enter something to search for'],
    ['101 characters', `/search?q=${'a'.repeat(101)}`, 'Search text must be at most 100 characters'],
    ['a NUL byte', '/search?q=pil%00low', 'Search text must not contain control characters'],
    ['a newline', '/search?q=pil%0Alow', 'Search text must not contain control characters'],
    ['two q', '/search?q=a&q=b', 'Search text must be given once'],
    ['limit 0', '/search?q=bed&limit=0', 'limit'],
    ['limit 49', '/search?q=bed&limit=49', 'limit'],
    ['limit not a number', '/search?q=bed&limit=ten', 'limit'],
  ])('%s', async (_name, url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it.each<[string, string]>([
    ['SQL', "' or 1=1; drop table products; --"],
    ['tsquery syntax', 'pillow:* | !mattress & (bed'],
    ['LIKE wildcards', '%_%\\'],
    ['markup', '<script>alert(1)</script>'],
    ['emoji and accents', '🛏️ crème'],
    ['only punctuation', '!!! ??? ...'],
  ])('%s is only text: 200', async (_name, q) => {
    const result = await search(q);
    expect(result.query).toBe(q.trim());
  });

  it('odd bytes (invalid UTF-8 escapes) are not a 5xx', async () => {
    const res = await get('/search?q=%FF%FE%C3');
    expect(res.statusCode).toBeLessThan(500);
  });

  it('the products table survives every one of them', async () => {
    expect((await search('pillow')).products.length).toBeGreaterThan(0);
  });
});

describe('a database without pg_trgm (PGlite without the contrib)', () => {
  it('still migrates (0018 only logs a notice), knows it has no trigrams, and finds by prefix', async () => {
    const client = new PGlite();
    const db = drizzle(client, { schema }) as unknown as Database;
    const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    const res = await get('/products?group=bedding');
    await replaceCatalog(db, 'nestwood', res.json().result);
    expect(await hasTrigram(db)).toBe(false);
    const run = (tokens: string[]) =>
      findSearchCandidates(db, { brand: 'nestwood', tokens, groups: ['bedding'], trigram: false });
    expect((await run(['pil'])).map((p) => p.document.title)).toContain('The Nestwood Pillow');
    expect(await run(['pilow'])).toEqual([]);
    await client.close();
  });
});

describe('without pg_trgm the search falls back to word prefixes', () => {
  const run = (tokens: string[]) =>
    findSearchCandidates(t.db, { brand: 'nestwood', tokens, groups: ['bedding'], trigram: false });

  it.each<[string, string[], boolean]>([
    ['a prefix matches', ['pil'], true],
    ['a whole word matches', ['pillow'], true],
    ['a typo does not', ['pilow'], false],
    ['the middle of a word does not', ['illow'], false],
  ])('%s', async (_name, tokens, found) => {
    expect((await run(tokens)).length > 0).toBe(found);
  });
});

describe('the pg_trgm check during a database restart', () => {
  it('asks again after a failed check rather than failing every later search', async () => {
    let calls = 0;
    const db = {
      execute: async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' });
        return [{ present: true }];
      },
    } as unknown as Database;
    await expect(hasTrigram(db)).rejects.toThrow('CONNECTION_CLOSED');
    expect(await hasTrigram(db)).toBe(true);
    expect(await hasTrigram(db)).toBe(true);
    expect(calls).toBe(2);
  });
});
