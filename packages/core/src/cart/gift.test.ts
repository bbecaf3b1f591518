import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import { allocateGiftUnits, giftValueCap } from './gift';
import { sizedProduct } from './test-products';

const brand = BRANDS.nestwood;
const bundle = sizedProduct('serenity', 'bedding', { twin: 18320, queen: 23920, splitKing: 38240 });
const pillow = sizedProduct('pillow', 'bedding', { standard: 7120, king: 8720 });
const blanket = { ...sizedProduct('blanket', 'bedding', { standard: 5000 }), properties: [] };

describe('SPEC §4 gift value: a gift is free at most up to its variant in the parent size', () => {
  it.each([
    ['split king bundle under a twin mattress: the twin bundle value', bundle, 'splitKing', 'twin', 18320],
    ['same size as the parent: its own value', bundle, 'splitKing', 'splitKing', 38240],
    ['smaller than the parent: the parent-size value (it is all free)', bundle, 'twin', 'queen', 23920],
    ['a gift not sold in the parent size (king pillow, twin bed): its cheapest size', pillow, 'king', 'twin', 7120],
    ['a gift sold in the parent size (king pillow, king bed): the king value', pillow, 'king', 'king', 8720],
  ])('%s', (_label, gift, giftSize, parentSize, cap) => {
    expect(giftValueCap(brand, gift, { Size: giftSize }, { Size: parentSize })).toBe(cap);
  });

  it.each([
    ['a gift without sizes', blanket, {}, { Size: 'twin' }],
    ['a parent without a size', bundle, { Size: 'twin' }, {}],
  ])('no cap: %s', (_label, gift, giftSelection, parentSelection) => {
    expect(giftValueCap(brand, gift, giftSelection, parentSelection)).toBeUndefined();
  });
});

describe('SPEC §4 gift units: a gift is free for as many units as its parent has sets, shared per parent and product', () => {
  const claim = (parentKey: string, productId: string, units: number, parentSets: number) => ({
    parentKey,
    productId,
    units,
    parentSets,
  });
  it.each([
    ['one set, one gift', [claim('p', 'g', 1, 1)], [1]],
    ['a split-king parent (one set) with two bundles: one free', [claim('p', 'g', 2, 1)], [1]],
    ['two lines of one gift share the parent sets, in cart order', [claim('p', 'g', 1, 1), claim('p', 'g', 1, 1)], [1, 0]],
    ['different gifts each get the parent sets', [claim('p', 'g', 1, 1), claim('p', 'h', 1, 1)], [1, 1]],
    ['different parents are counted apart', [claim('p', 'g', 2, 1), claim('q', 'g', 2, 2)], [1, 2]],
    ['no parent sets: nothing gifted', [claim('', 'g', 3, 0)], [0]],
  ])('%s', (_label, claims, units) => {
    expect(allocateGiftUnits(claims)).toEqual(units);
  });
});
