import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS, isProductPagePath } from '@store/core';
import { foreignMoney } from '@store/core/money-text.test-support';
import { demoProducts, demoUpsells } from '../support/demo-data';

/** A number of inches the copy states about the product itself, and what it measures. */
const WORD_NUMBERS: Record<string, number> = {
  two: 2,
  three: 3,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
};
const number = (text: string): number => WORD_NUMBERS[text.toLowerCase()] ?? Number(text);
const N = '(\\d+|two|three|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen)';
/** "Every Driftvale is 14 inches of", "Our most advanced mattress: 16 inches of", a summary that opens "Three inches of". */
const HEIGHT_CLAIMS = [
  new RegExp(`\\bis ${N} inches\\b`, 'i'),
  new RegExp(`: ${N} inches of\\b`, 'i'),
  new RegExp(`^${N} inches of\\b`, 'i'),
];
/** "fits mattresses up to 16 inches", "Deep pockets fit mattresses up to 16 inches". */
const POCKET_CLAIMS = [new RegExp(`up to ${N} inch`, 'i'), new RegExp(`${N}-inch deep pockets`, 'i')];

function claims(patterns: RegExp[], texts: string[]): number[] {
  return texts.flatMap((text) =>
    patterns.flatMap((pattern) => [...text.matchAll(new RegExp(pattern, `${pattern.flags}g`))].map((m) => number(m[1] ?? ''))),
  );
}

describe.each(BRAND_KEYS)('size guide of every %s demo product', (brand) => {
  const products = demoProducts(brand);
  const NEEDS_GUIDE = new Set(['mattress', 'bed-frame', 'bedding', 'furniture', 'kids']);

  it.each(products.filter((p) => NEEDS_GUIDE.has(p.attributes.group)).map((p) => [p.id, p] as const))(
    '%s has its own dimensions, one row per size it comes in',
    (_id, product) => {
      const guide = product.content.sizeGuide;
      expect(guide).toBeDefined();
      const sizes = product.properties.find((p) => p.name === 'Size')?.options.map((o) => o.value) ?? [null];
      expect(guide?.rows.map((row) => row.size)).toEqual(sizes);
    },
  );

  it.each(products.map((p) => [p.id, p] as const))('the dimensions of %s match its copy', (_id, product) => {
    const { summary, description, highlights } = product.content;
    const rows = product.content.sizeGuide?.rows ?? [];
    const heights = claims(HEIGHT_CLAIMS, [product.title, description, summary]);
    const pockets = claims(POCKET_CLAIMS, [product.title, summary, description, ...highlights]);
    for (const height of heights) {
      expect(product.content.sizeGuide?.measures).toBe('outer');
      for (const row of rows) expect(row.height, `${product.id} ${row.size}`).toBe(height);
    }
    for (const depth of pockets) {
      expect(product.content.sizeGuide?.measures).toBe('fits');
      for (const row of rows) expect(row.height, `${product.id} ${row.size}`).toBe(depth);
    }
    if (product.attributes.group === 'mattress') {
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.height).toBe(product.metadata.height);
    }
  });

  it('the copy states the height of the Ultra Hybrid and Driftvale mattresses, so the test reads real claims', () => {
    const stated = products.filter((p) => claims(HEIGHT_CLAIMS, [p.content.summary, p.content.description]).length > 0);
    if (brand === 'nestwood') expect(stated.map((p) => p.id)).toContain('ultra-hybrid-mattress');
    if (brand === 'driftvale') expect(stated.map((p) => p.id)).toContain('mattress');
  });
});

/** What the copy of a product says about nights of trial and years of warranty. */
function nightsClaimed(text: string): number[] {
  return [...text.matchAll(/(\d+)-night/g)].map((m) => Number(m[1]));
}
function warrantiesClaimed(text: string): string[] {
  return [...text.matchAll(/\b(forever|\d+-year|lifetime)( limited)? warranty/gi)].map((m) => (m[1] ?? '').toLowerCase());
}

describe.each(BRAND_KEYS)('copy claims of every %s demo product', (brand) => {
  const products = demoProducts(brand);
  const sells = BRANDS[brand].status === 'active';

  it.each(products.map((p) => [p.id, p] as const))('%s says one trial and one warranty, those of its page', (_id, product) => {
    const coverage = product.content.coverage;
    const text = [product.title, product.content.summary, product.content.description, ...product.content.highlights].join(' ');
    const trial = coverage?.trial ?? null;
    const warranty = coverage?.warranty ?? null;
    for (const nights of nightsClaimed(text)) expect(trial, `${product.id}: ${nights} nights`).toContain(`${nights}-night`);
    for (const years of warrantiesClaimed(text)) expect(warranty?.toLowerCase(), `${product.id}: ${years}`).toContain(years);
    if (['mattress', 'bed-frame', 'bedding', 'furniture', 'kids', 'bundle', 'bedroom-set'].includes(product.attributes.group)) {
      expect(coverage, product.id).toBeDefined();
    }
  });

  it.each(products.map((p) => [p.id, p] as const))('%s makes selling claims only on a brand that sells', (_id, product) => {
    const text = [product.content.summary, product.content.description, ...product.content.highlights].join(' ');
    if (sells) return;
    expect(product.content.coverage?.trial ?? null).toBeNull();
    expect(nightsClaimed(text)).toEqual([]);
    expect(text).not.toMatch(/free shipping|shop /i);
  });

  it('every related product has a page to link to', () => {
    const byId = new Map(products.map((p) => [p.id, p]));
    for (const product of products) {
      for (const id of product.content.relatedProducts) {
        const related = byId.get(id);
        expect(related && isProductPagePath(related.metadata.url), `${product.id} -> ${id}`).toBe(true);
      }
    }
  });
});

/** Every string in a value (product copy, titles, descriptions, labels, features), however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

describe("the demo copy writes no money in another currency's form (the store formats amounts, copy never hand-writes them)", () => {
  it.each(BRAND_KEYS)('%s: products and add-ons (titles, descriptions, labels, features)', (brand) => {
    const texts = [...stringsOf(demoProducts(brand)), ...stringsOf(demoUpsells(brand))];
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.flatMap((text) => foreignMoney(text, BRANDS[brand].currency))).toEqual([]);
  });
});
