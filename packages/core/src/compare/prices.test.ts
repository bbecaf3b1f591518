import { describe, expect, it } from 'vitest';
import { priceRangeIn, sizesOf } from './prices';
import { fixtureProduct, MATERIAL_PROPERTY } from './fixtures.test-support';

describe('priceRangeIn (comparison prices from the catalogue, minor units)', () => {
  const plain = fixtureProduct({ id: 'plain', listPrice: 100000, discount: 25 });
  const choice = fixtureProduct({ id: 'choice', listPrice: 150000, discount: 30, extra: [MATERIAL_PROPERTY] });

  it.each([
    {
      rule: 'one variant per size: from equals to',
      product: plain,
      size: 'queen' as const,
      from: 75000,
      to: 75000,
      list: 100000,
    },
    {
      rule: 'the size moves the price by its priceDiff',
      product: plain,
      size: 'king' as const,
      from: 97500,
      to: 97500,
      list: 130000,
    },
    {
      rule: 'other properties make a range in one size',
      product: choice,
      size: 'queen' as const,
      from: 84000,
      to: 105000,
      list: 120000,
    },
  ])('price per size: $rule', ({ product, size, from, to, list }) => {
    const range = priceRangeIn(product, size);
    expect(range?.from.price).toBe(from);
    expect(range?.to.price).toBe(to);
    expect(range?.from.listPrice).toBe(list);
  });

  it('a size the product lacks has no price', () => {
    expect(priceRangeIn(plain, 'calKing')).toBeNull();
  });

  it('inactive variants are not priced (a size with none has no price)', () => {
    const product = fixtureProduct({ id: 'x', inactiveSkus: ['X-SZTW'] });
    expect(priceRangeIn(product, 'twin')).toBeNull();
    expect(priceRangeIn(product, 'queen')).not.toBeNull();
  });

  it('sizes in size order (SIZE_KEYS); unsized products price every active variant', () => {
    expect(sizesOf(plain)).toEqual(['twin', 'queen', 'king']);
    const blanket = fixtureProduct({ id: 'b', sizes: [], listPrice: 17900, discount: 20 });
    expect(sizesOf(blanket)).toEqual([]);
    expect(priceRangeIn(blanket, null)?.from.price).toBe(14320);
  });
});
