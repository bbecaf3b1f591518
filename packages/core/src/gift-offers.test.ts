import { describe, expect, it } from 'vitest';
import { excludedGiftLines, giftUnitsPerParent, offersExclude, type GiftLineRef } from './gift-offers';

const offer = (name: string, productId: string, extra: { discount?: number; excludes?: string[]; quantity?: number } = {}) => ({
  name,
  productId,
  sellsWith: ['mattress' as const],
  discount: extra.discount ?? 100,
  ...(extra.excludes ? { excludes: extra.excludes } : {}),
  ...(extra.quantity ? { quantity: extra.quantity } : {}),
});
const CATALOGUE = [
  offer('free-sheets', 'sheets'),
  offer('free-pillows', 'pillow', { quantity: 2 }),
  offer('discounted-protector', 'protector', { discount: 50 }),
  offer('serenity-bundle', 'bundle', { excludes: ['free-sheets', 'free-pillows'] }),
  offer('extended-coverage', 'warranty', { discount: 0 }),
];

const child = (itemIdentifier: string, productId: string, forItem = 'm1'): GiftLineRef => ({
  itemIdentifier,
  productId,
  forItem,
  parentGroup: 'mattress',
});

describe('gift offers that exclude each other are never both gifts under one parent', () => {
  it.each<[string, GiftLineRef[], string[]]>([
    ['sheets and pillows go together', [child('a', 'sheets'), child('b', 'pillow')], []],
    [
      'the bundle first: later sheets and pillows lose their gift',
      [child('a', 'bundle'), child('b', 'sheets'), child('c', 'pillow')],
      ['b', 'c'],
    ],
    ['sheets first: a later bundle loses its gift', [child('a', 'sheets'), child('b', 'bundle')], ['b']],
    ['a line that lost its gift blocks nothing', [child('a', 'sheets'), child('b', 'bundle'), child('c', 'pillow')], ['b']],
    ['the protector is not excluded by the bundle', [child('a', 'bundle'), child('b', 'protector')], []],
    ['under different parents the offers do not meet', [child('a', 'bundle', 'm1'), child('b', 'sheets', 'm2')], []],
    ['two lines of the same offer are not an exclusion', [child('a', 'sheets'), child('b', 'sheets')], []],
    ['non-gift children are ignored', [child('a', 'bundle'), child('b', 'warranty'), child('c', 'other')], []],
    [
      'top-level lines are never excluded',
      [
        { itemIdentifier: 'a', productId: 'bundle', forItem: null, parentGroup: null },
        child('b', 'bundle'),
        child('c', 'sheets'),
      ],
      ['c'],
    ],
  ])('%s', (_name, lines, expected) => {
    expect([...excludedGiftLines(lines, CATALOGUE)].sort()).toEqual(expected);
  });

  it('an offer that sells with another group is no gift there', () => {
    const lines: GiftLineRef[] = [
      { ...child('a', 'bundle'), parentGroup: 'bed-frame' },
      { ...child('b', 'sheets'), parentGroup: 'bed-frame' },
    ];
    expect([...excludedGiftLines(lines, CATALOGUE)]).toEqual([]);
  });

  it.each([
    ['bundle', 'free-sheets', true],
    ['sheets', 'serenity-bundle', true],
    ['sheets', 'free-pillows', false],
  ])('exclusion holds both ways: %s vs %s is %s', (left, right, expected) => {
    const a = CATALOGUE.find((o) => o.productId === left)!;
    const b = CATALOGUE.find((o) => o.name === right)!;
    expect(offersExclude(a, b)).toBe(expected);
  });
});

describe('gift units per parent unit come from the offer quantity', () => {
  it.each([
    ['free pillows come as a pair', 'pillow', 'mattress', 2],
    ['an offer without a quantity gives one', 'sheets', 'mattress', 1],
    ['no gift offer for the parent group: one', 'pillow', 'bed-frame', 1],
  ] as const)('%s', (_name, productId, group, expected) => {
    expect(giftUnitsPerParent(CATALOGUE, productId, group)).toBe(expected);
  });
});
