import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import type { GiftOffer } from '../gift-offers';
import { addedChildPrices, allocateGiftUnits, giftValueCap } from './gift';
import { sizedProduct } from './test-products';

const brand = BRANDS.nestwood;
const bundle = sizedProduct('serenity', 'bedding', { twin: 18320, queen: 23920, splitKing: 38240 });
const pillow = sizedProduct('pillow', 'bedding', { standard: 7120, king: 8720 });
const blanket = { ...sizedProduct('blanket', 'bedding', { standard: 5000 }), properties: [] };

describe('gift value: a gift is free at most up to its variant in the parent size', () => {
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

describe('gift units: a gift is free for as many units as its parent has sets, shared per parent and product', () => {
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

describe('what an add-on costs under the product it is added with, as the cart charges it', () => {
  const mattress = sizedProduct('mattress', 'mattress', { twin: 59900, queen: 99900, splitKing: 129900 });
  const offer = (name: string, productId: string, discount: number, extra: Partial<GiftOffer> = {}): GiftOffer => ({
    name,
    productId,
    sellsWith: ['mattress'],
    discount,
    ...extra,
  });
  const parent = (Size: string) => ({ product: mattress, selection: { Size }, quantity: 1 });
  const child = (product: typeof pillow, Size: string, quantity = 1) => ({ product, selection: { Size }, quantity });

  it.each<
    [string, ReturnType<typeof parent>, ReturnType<typeof child>[], GiftOffer[], Array<{ price: number; listPrice: number }>]
  >([
    [
      'a free gift in the parent size',
      parent('queen'),
      [child(bundle, 'queen')],
      [offer('free-bundle', 'serenity', 100)],
      [{ price: 0, listPrice: 23920 }],
    ],
    [
      'a gift larger than the parent is free only up to its value in the parent size',
      parent('twin'),
      [child(bundle, 'splitKing')],
      [offer('free-bundle', 'serenity', 100)],
      [{ price: 38240 - 18320, listPrice: 38240 }],
    ],
    [
      'a gift not sold in the parent size is free up to its cheapest size',
      parent('queen'),
      [child(pillow, 'king')],
      [offer('free-pillow', 'pillow', 100)],
      [{ price: 8720 - 7120, listPrice: 8720 }],
    ],
    [
      'a discount over 100% is clamped to free, never a credit',
      parent('queen'),
      [child(pillow, 'standard')],
      [offer('free-pillow', 'pillow', 150)],
      [{ price: 0, listPrice: 7120 }],
    ],
    [
      'the best offer for the product under that parent applies, whichever item offers it',
      parent('queen'),
      [child(pillow, 'standard')],
      [offer('pillow-20', 'pillow', 20), offer('free-pillow', 'pillow', 100)],
      [{ price: 0, listPrice: 7120 }],
    ],
    [
      'two gifts a parent unit: only the offered number of units is free',
      parent('queen'),
      [child(pillow, 'standard', 3)],
      [offer('free-pillows', 'pillow', 100, { quantity: 2 })],
      [{ price: 7120, listPrice: 3 * 7120 }],
    ],
    [
      'a split-king mattress is one set: one gift free, not two',
      parent('splitKing'),
      [child(pillow, 'standard', 2)],
      [offer('free-pillow', 'pillow', 100)],
      [{ price: 7120, listPrice: 2 * 7120 }],
    ],
    [
      'of two offers that exclude each other, the first line keeps its gift, the second pays',
      parent('queen'),
      [child(pillow, 'standard'), child(bundle, 'queen')],
      [offer('free-pillow', 'pillow', 100), offer('free-bundle', 'serenity', 100, { excludes: ['free-pillow'] })],
      [
        { price: 0, listPrice: 7120 },
        { price: 23920, listPrice: 23920 },
      ],
    ],
    ['no offer: the full price', parent('queen'), [child(pillow, 'standard')], [], [{ price: 7120, listPrice: 7120 }]],
    [
      'an offer that does not sell with the parent group: the full price',
      parent('queen'),
      [child(pillow, 'standard')],
      [offer('free-pillow', 'pillow', 100, { sellsWith: ['bed-frame'] })],
      [{ price: 7120, listPrice: 7120 }],
    ],
  ])('%s', (_label, under, children, offers, expected) => {
    expect(addedChildPrices(brand, under, children, offers)).toEqual(expected);
  });

  it('a line the cart would refuse (not sellable) has no price', () => {
    const soldOut = sizedProduct('pillow', 'bedding', { standard: 7120, king: 8720 }, { unsellable: ['king'] });
    expect(addedChildPrices(brand, parent('queen'), [child(soldOut, 'king')], [])).toEqual([null]);
  });
});
