import { describe, expect, it } from 'vitest';
import type { Selection } from '../variant';
import { partPrice, sumPartPrices } from './part-price';
import { BED, DRESSER, FRAME, MATTRESS, NIGHTSTAND, WARRANTY, piece } from './test-pieces';

const brand = { splitKingSecondBaseSurcharge: 29900 };

describe('partPrice: collection prices per item (totalValue, finalPrice, discount)', () => {
  it.each([
    {
      rule: 'the main product at its sale price (20% off $699)',
      product: BED,
      selection: { Size: 'queen', Color: 'oak' },
      quantity: 1,
      deal: null,
      expected: { totalValue: 69900, finalPrice: 55920, discount: 13980 },
    },
    {
      rule: 'one nightstand, 10% off its $239.20 sale price',
      product: NIGHTSTAND,
      selection: { Color: 'oak' },
      quantity: 1,
      deal: { percentOff: 10, units: 1 },
      expected: { totalValue: 29900, finalPrice: 21528, discount: 8372 },
    },
    {
      rule: 'two nightstands, both 10% off',
      product: NIGHTSTAND,
      selection: { Color: 'oak' },
      quantity: 2,
      deal: { percentOff: 10, units: 2 },
      expected: { totalValue: 59800, finalPrice: 43056, discount: 16744 },
    },
    {
      rule: 'three nightstands with a deal on two: the third at the sale price',
      product: NIGHTSTAND,
      selection: { Color: 'oak' },
      quantity: 3,
      deal: { percentOff: 10, units: 2 },
      expected: { totalValue: 89700, finalPrice: 66976, discount: 22724 },
    },
    {
      rule: 'a dresser 15% off (rounded to the cent)',
      product: DRESSER,
      selection: { Color: 'oak' },
      quantity: 1,
      deal: { percentOff: 15, units: 1 },
      expected: { totalValue: 109900, finalPrice: 74732, discount: 35168 },
    },
    {
      rule: 'a king bamboo frame 15% off (size price difference included)',
      product: FRAME,
      selection: { Size: 'king', Color: 'walnut' },
      quantity: 1,
      deal: { percentOff: 15, units: 1 },
      expected: { totalValue: 89900, finalPrice: 57311, discount: 32589 },
    },
    {
      rule: 'the warranty, no sale and no deal',
      product: WARRANTY,
      selection: {},
      quantity: 1,
      deal: { percentOff: 0, units: 1 },
      expected: { totalValue: 9900, finalPrice: 9900, discount: 0 },
    },
  ])('$rule', ({ product, selection, quantity, deal, expected }) => {
    expect(partPrice(brand, product, selection as Selection, quantity, deal)).toEqual(expected);
  });

  it.each([
    {
      rule: 'an unsold variant',
      product: piece('gone', { group: 'furniture', listPrice: 100, colors: ['oak'], unsellable: ['oak'] }),
      selection: { Color: 'oak' },
    },
    { rule: 'an unknown value', product: NIGHTSTAND, selection: { Color: 'purple' } },
    { rule: 'a missing property', product: MATTRESS, selection: {} },
  ])('is null for $rule (the cart would refuse the line)', ({ product, selection }) => {
    expect(partPrice(brand, product, selection as Selection, 1, null)).toBeNull();
  });

  it('sums several pieces so that every figure adds up', () => {
    const sum = sumPartPrices([
      { totalValue: 69900, finalPrice: 55920, discount: 13980 },
      { totalValue: 59800, finalPrice: 43056, discount: 16744 },
    ]);
    expect(sum).toEqual({ totalValue: 129700, finalPrice: 98976, discount: 30724 });
    expect(sum.totalValue - sum.finalPrice).toBe(sum.discount);
    expect(sumPartPrices([])).toEqual({ totalValue: 0, finalPrice: 0, discount: 0 });
  });
});
