import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import { comparedProduct, type ComparedProduct } from './compare-facts';
import { fixtureProduct, type FixtureInput } from './fixtures.test-support';
import { verdicts, type VerdictKind } from './verdicts';

function compared(input: FixtureInput, rating?: { averageScore: number; totalReviews: number }): ComparedProduct {
  return comparedProduct(fixtureProduct(input), BRANDS.nestwood, rating);
}

const cheap = compared(
  { id: 'cheap', listPrice: 100000, discount: 25, height: 10, highlights: ['Medium feel'], description: 'memory foam' },
  { averageScore: 4.5, totalReviews: 40 },
);
const firm = compared(
  {
    id: 'firm',
    listPrice: 140000,
    discount: 30,
    height: 12,
    highlights: ['Firm feel (8/10)'],
    description: 'pocketed coils, gel foam',
  },
  { averageScore: 4.5, totalReviews: 90 },
);
const tall = compared(
  {
    id: 'tall',
    listPrice: 200000,
    discount: 30,
    height: 16,
    highlights: ['Medium-firm feel (6/10)'],
    description: 'coils, phase-change cover, gel',
  },
  { averageScore: 4.2, totalReviews: 300 },
);

function winners(
  products: ComparedProduct[],
  kind: VerdictKind,
  size: 'queen' | 'king' | 'twin' = 'queen',
): string[] | undefined {
  return verdicts(products, size).find((v) => v.kind === kind)?.winners;
}

describe('verdicts ("best for" derived from the compared data)', () => {
  it.each([
    { kind: 'best-value' as const, expected: ['cheap'], rule: 'best value is the lowest price in the size (75,000 < 98,000)' },
    { kind: 'firmest' as const, expected: ['firm'], rule: 'firmest is the firmest stated feel' },
    { kind: 'coolest' as const, expected: ['tall'], rule: 'coolest has the most cooling materials' },
    { kind: 'tallest' as const, expected: ['tall'], rule: 'tallest is the greatest height' },
    { kind: 'best-rated' as const, expected: ['firm'], rule: 'best rated: highest average, then most reviews' },
  ])('$rule', ({ kind, expected }) => {
    expect(winners([cheap, firm, tall], kind)).toEqual(expected);
  });

  it('ties crown every tied product', () => {
    const twin = compared({ id: 'twin', listPrice: 100000, discount: 25, height: 16 });
    expect(winners([cheap, twin, firm], 'best-value')).toEqual(['cheap', 'twin']);
  });

  it('no verdict crowns everyone, or is given with fewer than two measured products', () => {
    const same = compared({ id: 'same', listPrice: 100000, discount: 25, height: 10 });
    expect(winners([cheap, same], 'best-value')).toBeUndefined();
    expect(verdicts([cheap], 'queen')).toEqual([]);
    const unrated = compared({ id: 'unrated' });
    expect(winners([cheap, unrated], 'best-rated')).toBeUndefined();
  });

  it('best value is per size: a product not sold in the size is left out', () => {
    const noKing = compared({ id: 'noking', listPrice: 10000, sizes: [{ value: 'queen', priceDiff: 0 }] });
    expect(winners([cheap, firm, noKing], 'best-value', 'king')).toEqual(['cheap']);
    expect(winners([cheap, firm, noKing], 'best-value', 'queen')).toEqual(['noking']);
  });
});

describe('comparedProduct (row facts)', () => {
  it('trial and warranty come from the product claim, else the brand registry copy', () => {
    expect(compared({ id: 'm' })).toMatchObject({ trial: '365-night trial', warranty: 'Forever warranty' });
    const driftvale = comparedProduct(fixtureProduct({ id: 'd' }), BRANDS.driftvale, undefined);
    expect(driftvale).toMatchObject({ trial: '180-night trial', warranty: '10-year warranty' });
    expect(compared({ id: 'p', coverage: { trial: '30-night trial', warranty: null } })).toMatchObject({
      trial: '30-night trial',
      warranty: null,
    });
  });

  it('a rating without reviews is no rating; prices per size in size order', () => {
    const product = compared({ id: 'm' }, { averageScore: 0, totalReviews: 0 });
    expect(product.rating).toBeNull();
    expect(product.prices.map((p) => p.size)).toEqual(['twin', 'queen', 'king']);
  });
});
