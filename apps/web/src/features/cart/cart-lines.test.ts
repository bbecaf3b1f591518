import { describe, expect, it } from 'vitest';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import { addedLine, lineGroups, linePrice } from './cart-lines';
import { propertyText } from '@store/core/property-text';

describe('lineGroups', () => {
  it('puts child lines under their parent and keeps orphans as lines of their own', () => {
    const items = [
      cartLine('m'),
      cartLine('gift', { forItem: 'm' }),
      cartLine('protector', { forItem: 'm' }),
      cartLine('p'),
      cartLine('orphan', { forItem: 'gone' }),
    ];
    expect(lineGroups(items).map((g) => [g.line.itemIdentifier, g.children.map((c) => c.itemIdentifier)])).toEqual([
      ['m', ['gift', 'protector']],
      ['p', []],
      ['orphan', []],
    ]);
  });
});

describe('propertyText', () => {
  it.each([
    ['Size', 'twinXL', 'Twin XL'],
    ['Size', 'calKing', 'Cal King'],
    ['Color', 'blackAndWhite', 'Black & White'],
    ['Material', 'memory-foam', 'Memory Foam'],
    ['Firmness', 'luxury-firm', 'Luxury Firm'],
    ['Weight', '15', '15 lbs'],
    ['Leg', 'tapered-oak', 'Tapered Oak'],
  ])('%s %s -> %s', (name, value, expected) => {
    expect(propertyText(name, value)).toBe(expected);
  });
});

describe('linePrice', () => {
  it.each([
    ['full price', cartLine('a', { price: 5_000, listValue: 5_000 }), { price: 5_000, listValue: null, free: false }],
    ['on sale', cartLine('a', { price: 4_000, listValue: 5_000 }), { price: 4_000, listValue: 5_000, free: false }],
    [
      'sale and coupon: the price before the coupon (the coupon is its own summary row)',
      cartLine('a', { price: 4_000, listValue: 5_000, coupon: 400 }),
      { price: 4_000, listValue: 5_000, free: false },
    ],
    [
      'a coupon that covers the whole line does not make it a free gift',
      cartLine('a', { price: 6_375, listValue: 7_500, coupon: 6_375 }),
      { price: 6_375, listValue: 7_500, free: false },
    ],
    ['free gift', cartLine('a', { price: 0, listValue: 8_900 }), { price: 0, listValue: 8_900, free: true }],
  ])('%s', (_name, line, expected) => {
    expect(linePrice(line)).toEqual(expected);
  });
});

describe('addedLine', () => {
  const queen = [{ name: 'Size', value: 'queen' }];
  const asked = { productID: 'old', properties: queen };
  const existing = cartLine('old');
  const fresh = { ...cartLine('new'), product: { ...cartLine('new').product, id: 'old' } };
  it.each([
    ['a new line of the product and properties', [existing], [existing, fresh], asked, 'new'],
    ['the grown line when the server merged quantities', [existing], [{ ...existing, quantity: 2 }], asked, 'old'],
    ['never a child line', [], [cartLine('old', { forItem: 'x' })], asked, undefined],
    [
      'nothing for other properties',
      [],
      [existing],
      { productID: 'old', properties: [{ name: 'Size', value: 'king' }] },
      undefined,
    ],
    ['nothing for another product', [], [existing], { productID: 'other', properties: queen }, undefined],
  ])('%s', (_name, before, after, added, expected) => {
    expect(addedLine(cartFixture(before), cartFixture(after), added)?.itemIdentifier).toBe(expected);
  });
});
