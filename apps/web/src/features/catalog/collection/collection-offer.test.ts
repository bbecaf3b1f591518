import { describe, expect, it } from 'vitest';
import { BED, CHEST, DRESSER, HEADBOARD, NIGHTSTAND } from '@store/core/collections/test-pieces';
import { pieceProduct } from '../pieces/piece-product';
import { collectionBody, collectionSummary, colorNote, pieceRows, type CollectionOffer } from './collection-offer';

const offer: CollectionOffer = {
  pricing: { splitKingSecondBaseSurcharge: 29900 },
  main: pieceProduct(BED),
  items: BED.collectionItems!,
  pieces: [NIGHTSTAND, DRESSER, CHEST, HEADBOARD].map(pieceProduct),
};
const walnut = { Size: 'queen', Color: 'walnut' };
const oak = { Size: 'queen', Color: 'oak' };

describe('pieceRows: the collection items with the bed as chosen', () => {
  it.each([
    {
      bed: walnut,
      colors: {},
      expected: [
        ['socalle-nightstand', { Color: 'walnut' }, null, 21528, 'In Walnut, to match'],
        ['socalle-dresser', null, 'Socalle Dresser does not come in Walnut', null, null],
        ['socalle-chest', { Color: 'oak' }, null, 61132, 'In Oak'],
        ['socalle-headboard', { Size: 'queen', Color: 'oak' }, null, 19920, null],
      ],
    },
    {
      bed: oak,
      colors: { 'socalle-headboard': 'white' },
      expected: [
        ['socalle-nightstand', { Color: 'oak' }, null, 21528, 'In Oak, to match'],
        ['socalle-dresser', { Color: 'oak' }, null, 74732, 'In Oak, to match'],
        ['socalle-chest', { Color: 'oak' }, null, 61132, 'In Oak'],
        ['socalle-headboard', { Size: 'queen', Color: 'white' }, null, 19920, null],
      ],
    },
    {
      bed: { Size: 'king', Color: 'oak' },
      colors: {},
      expected: [
        ['socalle-nightstand', { Color: 'oak' }, null, 21528, 'In Oak, to match'],
        ['socalle-dresser', { Color: 'oak' }, null, 74732, 'In Oak, to match'],
        ['socalle-chest', { Color: 'oak' }, null, 61132, 'In Oak'],
        ['socalle-headboard', null, 'Socalle Headboard does not come in King', null, null],
      ],
    },
  ])('a $bed.Size $bed.Color bed', ({ bed, colors, expected }) => {
    const rows = pieceRows(offer, bed, colors as Record<string, string>);
    expect(rows.map((r) => [r.piece.name, r.selection, r.unavailable, r.unitPrice?.finalPrice ?? null, colorNote(r)])).toEqual(
      expected,
    );
  });

  it('offers the colours of a shopper-choice piece only', () => {
    const rows = pieceRows(offer, oak, {});
    expect(rows.map((r) => r.colors.map((c) => c.title))).toEqual([[], [], [], ['Oak', 'Walnut', 'White']]);
  });

  it('drops an item whose product the page did not get', () => {
    expect(pieceRows({ ...offer, pieces: offer.pieces.slice(0, 1) }, oak, {}).map((r) => r.piece.name)).toEqual([
      'socalle-nightstand',
    ]);
  });
});

describe('collectionSummary: the bed with its chosen pieces, adding up', () => {
  it.each([
    {
      rule: 'no piece: the bed alone',
      quantities: {},
      expected: { total: { totalValue: 69900, finalPrice: 55920, discount: 13980 }, pieces: 0 },
    },
    {
      rule: 'two nightstands and the chest',
      quantities: { 'socalle-nightstand': 2, 'socalle-chest': 1 },
      expected: { total: { totalValue: 219600, finalPrice: 160108, discount: 59492 }, pieces: 3 },
    },
    {
      rule: 'more than the maximum is held at it',
      quantities: { 'socalle-nightstand': 5 },
      expected: { total: { totalValue: 129700, finalPrice: 98976, discount: 30724 }, pieces: 2 },
    },
    {
      rule: 'a piece that cannot come with the walnut bed is left out',
      quantities: { 'socalle-dresser': 1 },
      expected: { total: { totalValue: 69900, finalPrice: 55920, discount: 13980 }, pieces: 0 },
    },
  ])('$rule', ({ quantities, expected }) => {
    const summary = collectionSummary(offer, walnut, pieceRows(offer, walnut, {}), quantities as Record<string, number>);
    expect({ total: summary.total, pieces: summary.pieces }).toEqual(expected);
    expect(summary.total.totalValue - summary.total.finalPrice).toBe(summary.total.discount);
  });
});

describe('collectionBody: what Add set to cart sends', () => {
  it('sends the bed with its sorted properties and each chosen piece, the colour only for a shopper-choice piece', () => {
    const colors = { 'socalle-headboard': 'white' };
    const rows = pieceRows(offer, { Color: 'oak', Size: 'queen' }, colors);
    const summary = collectionSummary(offer, oak, rows, { 'socalle-nightstand': 2, 'socalle-headboard': 1 });
    expect(collectionBody(offer, { Color: 'oak', Size: 'queen' }, summary)).toEqual({
      item: {
        productID: 'socalle-bed',
        quantity: 1,
        properties: [
          { name: 'Size', value: 'queen' },
          { name: 'Color', value: 'oak' },
        ],
      },
      collectionItems: [
        { productID: 'socalle-nightstand', quantity: 2 },
        { productID: 'socalle-headboard', quantity: 1, color: 'white' },
      ],
    });
  });
});
