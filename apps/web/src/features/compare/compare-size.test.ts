import { describe, expect, it } from 'vitest';
import type { SizeKey } from '@store/core/enums';
import { BRANDS } from '@store/core/brands';
import { comparedProduct } from '@store/core/compare/compare-facts';
import { fixtureProduct } from '@store/core/compare/fixtures.test-support';
import { byPriceIn, chosenSize } from './compare-size';

const MATTRESS: SizeKey[] = ['twin', 'twinXL', 'full', 'queen', 'king', 'calKing', 'splitKing'];

describe('chosenSize (?size= on /p/compare)', () => {
  it.each([
    { rule: 'a size slug the products come in', raw: 'king', sizes: MATTRESS, expected: 'king' },
    { rule: 'a two-word size slug', raw: 'cal-king', sizes: MATTRESS, expected: 'calKing' },
    { rule: 'absent: the default size queen', raw: undefined, sizes: MATTRESS, expected: 'queen' },
    { rule: 'unknown: queen', raw: 'huge', sizes: MATTRESS, expected: 'queen' },
    { rule: 'repeated: queen', raw: ['king', 'twin'], sizes: MATTRESS, expected: 'queen' },
    { rule: 'a size nobody sells: queen', raw: 'standard', sizes: MATTRESS, expected: 'queen' },
    { rule: 'no queen on offer: the first size', raw: undefined, sizes: ['standard', 'king'] as SizeKey[], expected: 'standard' },
  ])('$rule', ({ raw, sizes, expected }) => {
    expect(chosenSize(raw, sizes)).toBe(expected);
  });
});

describe('byPriceIn (a size comparison lists the cheapest first)', () => {
  const column = (id: string, listPrice: number, sizes = [{ value: 'queen', priceDiff: 0 }]) => ({
    product: comparedProduct(fixtureProduct({ id, listPrice, sizes }), BRANDS.nestwood, undefined),
    brandName: 'Nestwood',
    origin: '',
  });

  it('cheapest first in the size, not sold in it last, ties in catalogue order', () => {
    const columns = [
      column('dear', 200000),
      column('kingOnly', 1000, [{ value: 'king', priceDiff: 0 }]),
      column('cheap', 100000),
      column('tie', 100000),
    ];
    expect(byPriceIn(columns, 'queen').map((c) => c.product.id)).toEqual(['cheap', 'tie', 'dear', 'kingOnly']);
  });
});
