import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import {
  comparedMattresses,
  comparedPillows,
  isPillow,
  rivalBrand,
  rivalBrands,
  rivalComparisonPages,
} from './compared-products';
import { fixtureProduct } from './fixtures.test-support';

const pillowSizes = [
  { value: 'standard', priceDiff: 0 },
  { value: 'king', priceDiff: 1500 },
];

describe('which products a comparison shows', () => {
  it.each([
    { rule: 'a mattress with its own page is shown', product: fixtureProduct({ id: 'm' }), shown: true },
    {
      rule: 'a bundle variant without its own page is not',
      product: fixtureProduct({ id: 'm_ab', markers: ['no-own-page'] }),
      shown: false,
    },
    { rule: 'a frame is not a mattress', product: fixtureProduct({ id: 'f', group: 'bed-frame' }), shown: false },
    {
      rule: 'a mattress with no active variant is not',
      product: fixtureProduct({ id: 'gone', inactiveSkus: ['GONE-SZTW', 'GONE-SZQN', 'GONE-SZKG'] }),
      shown: false,
    },
  ])('/compare shows: $rule', ({ product, shown }) => {
    expect(comparedMattresses([product])).toHaveLength(shown ? 1 : 0);
  });

  it.each([
    { rule: 'a pillow in the pillow size', name: 'gel-infused-memory-foam-pillow', sizes: pillowSizes, pillow: true },
    { rule: 'the base pillow', name: 'pillow', sizes: pillowSizes, pillow: true },
    {
      rule: 'a sheet set & pillow bundle is sized like a mattress, not a pillow',
      name: 'serenity-sheet-set-pillow-bundle',
      sizes: [{ value: 'queen', priceDiff: 0 }],
      pillow: false,
    },
    { rule: 'a pillowcase-free sheet set', name: 'percale-sheet-set', sizes: pillowSizes, pillow: false },
  ])('/compare-pillows: $rule', ({ name, sizes, pillow }) => {
    const product = fixtureProduct({ id: name, name, group: 'bedding', sizes });
    expect(isPillow(product)).toBe(pillow);
    expect(comparedPillows([product])).toHaveLength(pillow ? 1 : 0);
  });

  it('catalogue order is kept', () => {
    const ids = comparedMattresses([fixtureProduct({ id: 'b' }), fixtureProduct({ id: 'a' })]).map((p) => p.id);
    expect(ids).toEqual(['b', 'a']);
  });
});

describe('rivalBrand (/p/compare/{other})', () => {
  it.each([
    { rule: 'another selling brand of the same region', from: 'nestwood' as const, other: 'driftvale', ok: true },
    { rule: 'a partner storefront that sells', from: 'nestwood' as const, other: 'harbor', ok: true },
    { rule: 'the brand itself is a 404', from: 'nestwood' as const, other: 'nestwood', ok: false },
    { rule: 'a brand that does not sell is a 404', from: 'nestwood' as const, other: 'hushly', ok: false },
    { rule: 'another region is a 404', from: 'nestwood' as const, other: 'nestwood-ca', ok: false },
    { rule: 'an unknown key is a 404', from: 'nestwood' as const, other: 'acme', ok: false },
    { rule: 'Canada compares with Canada', from: 'nestwood-ca' as const, other: 'driftvale-ca', ok: true },
  ])('$rule ($from vs $other)', ({ from, other, ok }) => {
    expect(rivalBrand(BRANDS[from], other)?.key ?? null).toBe(ok ? other : null);
  });

  it('the index lists every rival and never the brand, another region or a brand that does not sell', () => {
    const rivals = rivalBrands(BRANDS.nestwood);
    expect(rivals.map((b) => b.key)).toEqual(['driftvale', 'arbor', 'plume', 'cloverlane', 'meadow', 'harbor']);
  });
});

describe('rivalComparisonPages (competitor comparisons in the sitemap)', () => {
  it('/p/compare/driftvale is on every other selling US brand, never on driftvale, hushly or Canada', () => {
    const page = rivalComparisonPages().find((p) => p.path === '/p/compare/driftvale');
    expect(page?.brands).toEqual(['nestwood', 'arbor', 'plume', 'cloverlane', 'meadow', 'harbor']);
    expect(rivalComparisonPages().some((p) => p.path === '/p/compare/hushly')).toBe(false);
  });
});
