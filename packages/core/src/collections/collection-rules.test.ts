import { describe, expect, it } from 'vitest';
import type { Product } from '../product';
import {
  collectionDeal,
  collectionLimit,
  collectionPieceDeal,
  resolveCollectionChoices,
  type CollectionChoice,
} from './collection-rules';
import { pieceMatches, ruledColor } from './piece-selection';
import { BED, CHEST, DRESSER, HEADBOARD, NIGHTSTAND, OTHER_NIGHTSTAND, piece } from './test-pieces';

const oakBed = { Size: 'queen', Color: 'oak' };
const walnutBed = { Size: 'queen', Color: 'walnut' };

describe('colour rules of a collection piece', () => {
  it.each([
    { rule: 'match-main', main: 'walnut', asked: undefined, piece: NIGHTSTAND, expected: 'walnut' },
    { rule: 'match-main', main: 'walnut', asked: undefined, piece: DRESSER, expected: null },
    { rule: 'match-main', main: undefined, asked: undefined, piece: NIGHTSTAND, expected: 'oak' },
    { rule: 'own-default', main: 'walnut', asked: 'walnut', piece: NIGHTSTAND, expected: 'oak' },
    { rule: 'shopper-choice', main: 'oak', asked: 'white', piece: HEADBOARD, expected: 'white' },
    { rule: 'shopper-choice', main: 'oak', asked: 'purple', piece: HEADBOARD, expected: 'oak' },
    {
      rule: 'match-main',
      main: 'oak',
      asked: undefined,
      piece: piece('stool', { group: 'furniture', listPrice: 100 }),
      expected: undefined,
    },
  ] as const)('$rule with a $main main piece, asked $asked: $expected', ({ rule, main, asked, piece: p, expected }) => {
    expect(ruledColor(rule, p, main, asked)).toBe(expected);
  });

  it.each([
    { rule: 'match-main', chosen: { Color: 'oak' }, main: oakBed, expected: true },
    { rule: 'match-main', chosen: { Color: 'walnut' }, main: oakBed, expected: false },
    { rule: 'own-default', chosen: { Color: 'walnut' }, main: walnutBed, expected: false },
    { rule: 'own-default', chosen: { Color: 'oak' }, main: walnutBed, expected: true },
    { rule: 'shopper-choice', chosen: { Color: 'walnut' }, main: oakBed, expected: true },
  ] as const)(
    'a $chosen.Color piece under $rule with a $main.Color bed matches: $expected',
    ({ rule, chosen, main, expected }) => {
      expect(pieceMatches(rule, NIGHTSTAND, chosen, main)).toBe(expected);
    },
  );

  it('a sized piece takes the main piece size, and does not match in another', () => {
    expect(pieceMatches('shopper-choice', HEADBOARD, { Size: 'queen', Color: 'white' }, oakBed)).toBe(true);
    expect(pieceMatches('shopper-choice', HEADBOARD, { Size: 'queen', Color: 'white' }, { Size: 'king', Color: 'oak' })).toBe(
      false,
    );
  });
});

describe('resolveCollectionChoices: what may come with the main product', () => {
  const choice = (product: Product | undefined, quantity: number, color?: string): CollectionChoice =>
    color === undefined ? { product, quantity } : { product, quantity, color };

  it.each([
    {
      rule: 'two nightstands in the bed colour',
      selection: walnutBed,
      mainQuantity: 1,
      choices: [choice(NIGHTSTAND, 2)],
      expected: [{ name: 'socalle-nightstand', quantity: 2, selection: { Color: 'walnut' } }],
    },
    {
      rule: 'a chest in its own colour whatever the bed',
      selection: walnutBed,
      mainQuantity: 1,
      choices: [choice(CHEST, 1)],
      expected: [{ name: 'socalle-chest', quantity: 1, selection: { Color: 'oak' } }],
    },
    {
      rule: 'a shopper-choice headboard in the bed size and the colour asked',
      selection: oakBed,
      mainQuantity: 1,
      choices: [choice(HEADBOARD, 1, 'white'), choice(DRESSER, 1)],
      expected: [
        { name: 'socalle-headboard', quantity: 1, selection: { Size: 'queen', Color: 'white' } },
        { name: 'socalle-dresser', quantity: 1, selection: { Color: 'oak' } },
      ],
    },
    {
      rule: 'the limit is per bed: four nightstands with two beds',
      selection: oakBed,
      mainQuantity: 2,
      choices: [choice(NIGHTSTAND, 4)],
      expected: [{ name: 'socalle-nightstand', quantity: 4, selection: { Color: 'oak' } }],
    },
  ])('accepts $rule', ({ selection, mainQuantity, choices, expected }) => {
    const result = resolveCollectionChoices(BED, selection, mainQuantity, choices);
    expect(
      result.ok && result.value.map((c) => ({ name: c.product.name, quantity: c.quantity, selection: c.selection })),
    ).toEqual(expected);
  });

  it.each([
    {
      rule: 'more than the maximum quantity',
      choices: [choice(NIGHTSTAND, 3)],
      selection: oakBed,
      code: 'BAD_REQUEST',
      message: 'At most 2 × Socalle Nightstand can come with Socalle Bed',
    },
    {
      rule: 'a piece of another collection',
      choices: [choice(OTHER_NIGHTSTAND, 1)],
      selection: oakBed,
      code: 'BAD_REQUEST',
      message: 'Lyncott Nightstand is not part of the Socalle Bed collection',
    },
    {
      rule: 'a product the brand does not have',
      choices: [choice(undefined, 1)],
      selection: oakBed,
      code: 'NOT_FOUND',
      message: 'Product not found',
    },
    {
      rule: 'the same piece twice',
      choices: [choice(NIGHTSTAND, 1), choice(NIGHTSTAND, 1)],
      selection: oakBed,
      code: 'BAD_REQUEST',
      message: 'Each collection item may be given once',
    },
    {
      rule: 'a matching piece the bed colour does not come in',
      choices: [choice(NIGHTSTAND, 1), choice(DRESSER, 1)],
      selection: walnutBed,
      code: 'BAD_REQUEST',
      message: 'Socalle Dresser does not come in Walnut',
    },
    {
      rule: 'a matching piece asked in another colour than the bed',
      choices: [choice(NIGHTSTAND, 1, 'walnut')],
      selection: oakBed,
      code: 'BAD_REQUEST',
      message: 'Socalle Nightstand comes in Oak with Socalle Bed',
    },
    {
      rule: 'a shopper-choice piece in a colour it does not come in',
      choices: [choice(HEADBOARD, 1, 'purple')],
      selection: oakBed,
      code: 'BAD_REQUEST',
      message: 'Invalid value purple for property Color',
    },
    {
      rule: 'a sized piece in a size it does not come in',
      choices: [choice(HEADBOARD, 1)],
      selection: { Size: 'king', Color: 'oak' },
      code: 'BAD_REQUEST',
      message: 'Socalle Headboard does not come in King',
    },
  ])('refuses $rule', ({ choices, selection, code, message }) => {
    expect(resolveCollectionChoices(BED, selection, 1, choices)).toEqual({
      ok: false,
      error: expect.objectContaining({ code, message }),
    });
  });

  it('refuses any piece for a product without a collection', () => {
    expect(resolveCollectionChoices(NIGHTSTAND, { Color: 'oak' }, 1, [choice(CHEST, 1)])).toEqual({
      ok: false,
      error: { code: 'BAD_REQUEST', message: 'Socalle Nightstand has no collection' },
    });
  });
});

describe('collectionDeal: the saving a bound cart line gets', () => {
  it.each([
    {
      rule: 'a nightstand in the bed colour',
      main: oakBed,
      item: NIGHTSTAND,
      chosen: { Color: 'oak' },
      expected: { percentOff: 10, unitsPerSet: 2 },
    },
    { rule: 'a nightstand in another colour', main: oakBed, item: NIGHTSTAND, chosen: { Color: 'walnut' }, expected: null },
    { rule: 'a piece of another collection', main: oakBed, item: OTHER_NIGHTSTAND, chosen: { Color: 'oak' }, expected: null },
    {
      rule: 'the chest in its own colour',
      main: walnutBed,
      item: CHEST,
      chosen: { Color: 'oak' },
      expected: { percentOff: 15, unitsPerSet: 1 },
    },
  ])('$rule: $expected', ({ main, item, chosen, expected }) => {
    expect(collectionDeal(BED, main, item, chosen)).toEqual(expected);
  });

  it('is none under a product without a collection', () => {
    expect(collectionDeal(NIGHTSTAND, { Color: 'oak' }, CHEST, { Color: 'oak' })).toBeNull();
  });

  it.each([
    { maximumQuantity: 2, mainQuantity: 1, expected: 2 },
    { maximumQuantity: 2, mainQuantity: 3, expected: 6 },
    { maximumQuantity: 1, mainQuantity: 1, expected: 1 },
  ])(
    'collectionLimit: up to $maximumQuantity per bed, $mainQuantity beds: $expected',
    ({ maximumQuantity, mainQuantity, expected }) => {
      expect(collectionLimit({ maximumQuantity }, mainQuantity)).toBe(expected);
    },
  );

  it.each([
    { quantity: 1, expected: { percentOff: 10, units: 1 } },
    { quantity: 2, expected: { percentOff: 10, units: 2 } },
    { quantity: 3, expected: { percentOff: 10, units: 2 } },
  ])('collectionPieceDeal: $quantity units on the page', ({ quantity, expected }) => {
    expect(collectionPieceDeal({ percentOff: 10, maximumQuantity: 2 }, quantity)).toEqual(expected);
  });
});
