import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS, BRAND_KEYS, type BrandKey } from '@store/core/brands';
import { brandContent, type ContentPage } from './load-content';

const CONTENT = path.join(import.meta.dirname, '../../../content');
const loaded = new Map<BrandKey, ReadonlyMap<string, ContentPage>>();
function pagesOf(key: BrandKey): ReadonlyMap<string, ContentPage> {
  if (!loaded.has(key)) loaded.set(key, brandContent(BRANDS[key], CONTENT));
  return loaded.get(key)!;
}
const words = (page: ContentPage) =>
  [page.title, page.description, page.summary ?? '', page.text, ...page.faq.flatMap((f) => [f.question, f.text])].join(' ');
const allWords = (key: BrandKey) => [...pagesOf(key).values()].map(words).join(' ');

const SELLING = BRAND_KEYS.filter((key) => BRANDS[key].status === 'active');
const US_SELLING = SELLING.filter((key) => BRANDS[key].region === 'US');
const CANADIAN = BRAND_KEYS.filter((key) => BRANDS[key].region === 'CA');

/** The marketing and help paths this repository's content files serve on every brand that sells. */
const EVERY_SELLING_BRAND = [
  '/posts',
  '/posts/how-to-choose-mattress-firmness',
  '/posts/hybrid-vs-memory-foam',
  '/posts/caring-for-your-mattress',
  '/posts/sleep-and-temperature',
  '/total-value',
  '/white-glove-service',
  '/faq',
  '/mattress-discount/military',
  '/p/discounts',
  '/p/awards',
  '/p/returns',
  '/p/about',
  '/p/press',
  '/p/support',
  '/p/financing',
  '/p/shipping',
];
/** Truemed (FSA/HSA) and the Cloverlane store are US only. */
const US_ONLY = ['/fsa-hsa-mattress-and-eligible-products', '/cloverlane'];
/** Discontinued brand: only the pages its owners still need. */
const HUSHLY = ['/faq', '/p/about', '/p/returns', '/p/support'];

describe('required content pages per brand (every brand gets the pages that apply to it)', () => {
  it.each(SELLING.flatMap((key) => EVERY_SELLING_BRAND.map((p) => [key, p] as const)))('%s has %s', (key, p) => {
    expect(pagesOf(key).has(p)).toBe(true);
  });

  it.each(US_SELLING.flatMap((key) => US_ONLY.map((p) => [key, p] as const)))('%s has %s', (key, p) => {
    expect(pagesOf(key).has(p)).toBe(true);
  });

  it.each(CANADIAN.flatMap((key) => US_ONLY.map((p) => [key, p] as const)))('%s (Canadian) has no %s', (key, p) => {
    expect(pagesOf(key).has(p)).toBe(false);
  });

  it('the discontinued hushly shows only its support-type pages', () => {
    expect([...pagesOf('hushly').keys()].sort()).toEqual(HUSHLY);
  });

  it.each(BRAND_KEYS)('%s: every page has a title, a description and copy; /p/support has the #contact section', (key) => {
    for (const page of pagesOf(key).values()) {
      expect(page.text.length, page.path).toBeGreaterThan(100);
    }
    expect(pagesOf(key).get('/p/support')?.html).toContain('id="contact"');
    expect(pagesOf(key).get('/p/support')?.text).toContain(BRANDS[key].supportPhone);
  });
});

describe('copy claims per brand', () => {
  it.each([
    ['nestwood', '365-night trial', 'Forever warranty'],
    ['driftvale', '180-night trial', '10-year warranty'],
    ['driftvale-ca', '180-night trial', '10-year warranty'],
    ['arbor', '365-night trial', 'Forever warranty'],
  ] as const)('%s FAQ says its %s and %s', (key, trial, warranty) => {
    const faq = words(pagesOf(key).get('/faq')!);
    expect(faq).toContain(trial);
    expect(faq).toContain(warranty);
  });

  it.each(BRAND_KEYS)('%s: no page names a trial or mattress warranty the brand does not give', (key) => {
    const { copy } = BRANDS[key];
    const given = new Set([copy.mattressTrial, copy.beddingTrial, copy.frameTrial].map((t) => t.split('-')[0]));
    const named = [...allWords(key).matchAll(/(\d+)-night/g)].map((m) => m[1]);
    expect(named.filter((n) => !given.has(n))).toEqual([]);
    if (copy.mattressWarranty !== 'Forever warranty') expect(allWords(key)).not.toMatch(/forever warranty/i);
  });

  it.each(SELLING)('%s: free shipping and free returns; the sale is up to 30%%', (key) => {
    expect(words(pagesOf(key).get('/p/shipping')!)).toMatch(/Free shipping on every order/);
    expect(words(pagesOf(key).get('/p/returns')!)).toMatch(/returning it is free/);
    const discounts = words(pagesOf(key).get('/p/discounts')!);
    expect(discounts).toContain('up to 30% off');
    expect([...allWords(key).matchAll(/up to (\d+)%/gi)].map((m) => m[1])).toEqual(expect.arrayContaining(['30']));
    expect([...allWords(key).matchAll(/up to (\d+)%/gi)].every((m) => m[1] === '30')).toBe(true);
  });

  it.each(SELLING)('%s: shipping window and carrier from the registry (partners on harbor)', (key) => {
    const { shipping } = BRANDS[key];
    const text = words(pagesOf(key).get('/p/shipping')!);
    // Every selling brand's registry window is 2 - 3 business days.
    expect(text).toContain('2 - 3 business days');
    expect(text).toContain(shipping.carrier === 'partner' ? 'ships free through our partners' : 'ships free by ground carrier');
  });

  it.each(US_SELLING)('%s (US): FSA/HSA through Truemed in the FAQ', (key) => {
    expect(words(pagesOf(key).get('/faq')!)).toMatch(/FSA or HSA.*Truemed|Truemed.*FSA or HSA/);
  });

  it.each(CANADIAN)('%s (Canadian): prices in CAD, and no page offers Truemed or FSA/HSA', (key) => {
    expect(words(pagesOf(key).get('/p/shipping')!)).toContain('prices on this store are in CAD');
    expect(allWords(key)).not.toMatch(/Truemed|FSA|HSA/);
  });
});
