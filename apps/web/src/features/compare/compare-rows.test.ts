import { describe, expect, it } from 'vitest';
import { BRANDS } from '@store/core/brands';
import { comparedProduct } from '@store/core/compare/compare-facts';
import { fixtureProduct, MATERIAL_PROPERTY, type FixtureInput } from '@store/core/compare/fixtures.test-support';
import { columnHref, compareRows, priceCell, type CompareColumn } from './compare-rows';

function column(
  input: FixtureInput,
  brandName = 'Nestwood',
  origin = '',
  rating?: { averageScore: number; totalReviews: number },
): CompareColumn {
  return { product: comparedProduct(fixtureProduct(input), BRANDS.nestwood, rating), brandName, origin };
}

const hybrid = column(
  {
    id: 'hybrid',
    listPrice: 129900,
    discount: 25,
    height: 11,
    highlights: ['Medium-firm feel (6.5/10)'],
    description: 'pocketed coils',
  },
  'Nestwood',
  '',
  { averageScore: 4.6, totalReviews: 452 },
);
const foam = column({ id: 'foam', listPrice: 109900, discount: 30, height: 10, description: 'memory foam' });

describe('compareRows (table rows from the catalogue facts)', () => {
  it('one price row per size, then construction, feel, height, materials, trial, warranty and rating', () => {
    const rows = compareRows([hybrid, foam], 'all');
    expect(rows.map((r) => r.key)).toEqual([
      'price-twin',
      'price-queen',
      'price-king',
      'construction',
      'feel',
      'height',
      'materials',
      'trial',
      'warranty',
      'rating',
    ]);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r.cells.map((c) => c.text)]));
    expect(byKey['price-queen']).toEqual(['$974.25', '$769.30']);
    expect(byKey.height).toEqual(['11 in', '10 in']);
    expect(byKey.feel).toEqual(['Medium-firm (6.5/10)', 'Not stated']);
    expect(byKey.trial).toEqual(['365-night trial', '365-night trial']);
    expect(byKey.rating).toEqual(['4.6 out of 5 (452 reviews)', 'No reviews yet']);
  });

  it('a chosen size shows only its price row; verdicts give a "best for" row', () => {
    const rows = compareRows([hybrid, foam], 'king', [{ kind: 'tallest', winners: ['hybrid'] }]);
    expect(rows.filter((r) => r.key.startsWith('price-')).map((r) => r.label)).toEqual(['King price']);
    expect(rows[0]).toMatchObject({ key: 'best-for', cells: [{ text: 'Tallest profile' }, { text: '–' }] });
  });

  it('a row nobody has a value for is left out (pillows have no height, feel or construction)', () => {
    const pillow = column({ id: 'p', group: 'bedding', sizes: [{ value: 'standard', priceDiff: 0 }] });
    const keys = compareRows([pillow], 'all').map((r) => r.key);
    expect(keys).not.toContain('height');
    expect(keys).not.toContain('feel');
    expect(keys).not.toContain('construction');
    expect(keys).toContain('price-standard');
  });

  it('two brands add a brand row and link to the other brand on its own storefront', () => {
    const theirs = column({ id: 'mattress', extra: [MATERIAL_PROPERTY] }, 'Driftvale', 'http://driftvale.localhost:3000');
    const rows = compareRows([hybrid, theirs], 'queen');
    expect(rows[0]).toMatchObject({ key: 'brand', cells: [{ text: 'Nestwood' }, { text: 'Driftvale' }] });
    expect(columnHref(theirs, 'queen')).toBe('http://driftvale.localhost:3000/mattresses/mattress?size=queen');
    expect(columnHref(hybrid, 'all')).toBe('/mattresses/hybrid');
  });
});

describe('priceCell (price from/to per size, integer minor units formatted once)', () => {
  const price = (p: number, l: number, d: number) => ({ sku: 's', price: p, listPrice: l, discount: d });
  it.each([
    {
      rule: 'one price, struck list price and percent off',
      from: price(97425, 129900, 25),
      to: price(97425, 129900, 25),
      cell: { text: '$974.25', struck: '$1,299', note: '25% off' },
    },
    {
      rule: 'a range of prices',
      from: price(83930, 119900, 30),
      to: price(104930, 149900, 30),
      cell: { text: '$839.30 to $1,049.30', struck: '$1,199 to $1,499', note: '30% off' },
    },
    {
      rule: 'no discount: no struck price',
      from: price(119900, 119900, 0),
      to: price(119900, 119900, 0),
      cell: { text: '$1,199' },
    },
  ])('$rule', ({ from, to, cell }) => {
    expect(priceCell({ from, to }, 'USD')).toEqual(cell);
  });

  it('a size the product is not sold in says so; CAD prices carry their currency', () => {
    expect(priceCell(null, 'USD')).toEqual({ text: 'Not in this size' });
    expect(priceCell({ from: price(100000, 100000, 0), to: price(100000, 100000, 0) }, 'CAD').text).toBe('CA$1,000');
  });
});
