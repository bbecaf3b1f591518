import { describe, expect, it } from 'vitest';
import { pairPricedSelection, setCount, storedQuantity } from './split-king';
import { sizedProduct } from './test-products';

const mattress = sizedProduct('m', 'mattress', { twinXL: 50000, queen: 80000, splitKing: 100000 });
const noTwinXL = sizedProduct('m2', 'mattress', { queen: 80000, splitKing: 100000 });
const sheets = sizedProduct('s', 'bedding', { queen: 10000, splitKing: 19000 });

describe('split king: a split-king mattress is stored as two twin XL halves', () => {
  it.each([
    ['a split-king mattress doubles', mattress, 'splitKing', 1, 2],
    ['two split-king sets are four halves', mattress, 'splitKing', 2, 4],
    ['a queen mattress keeps its quantity', mattress, 'queen', 3, 3],
    ['split-king sheets are one set, not halves', sheets, 'splitKing', 1, 1],
  ])('stored quantity: %s', (_label, product, Size, asked, stored) => {
    expect(storedQuantity(product, { Size }, asked)).toBe(stored);
  });

  it.each([
    ['a split-king mattress stored as 2 is one set (one parent unit)', mattress, 'splitKing', 2, 1],
    ['stored as 4 is two sets', mattress, 'splitKing', 4, 2],
    ['an odd half rounds up to a set', mattress, 'splitKing', 3, 2],
    ['a queen mattress: one set per unit', mattress, 'queen', 2, 2],
    ['split-king sheets: one set per unit', sheets, 'splitKing', 2, 2],
  ])('sets: %s', (_label, product, Size, stored, sets) => {
    expect(setCount(product, { Size }, stored)).toBe(sets);
  });

  it.each([
    ['a split-king mattress that sells twin XL is priced as twin XL pairs', mattress, 'splitKing', true, 'twinXL'],
    ['without a twin XL size it keeps its own split king price', noTwinXL, 'splitKing', false, 'splitKing'],
    ['a queen mattress is priced as itself', mattress, 'queen', false, 'queen'],
    ['split-king sheets are priced as themselves', sheets, 'splitKing', false, 'splitKing'],
  ])('pair pricing: %s', (_label, product, Size, pairPricing, pricedSize) => {
    const result = pairPricedSelection(product, { Size });
    expect(result.pairPricing).toBe(pairPricing);
    expect(result.priced.Size).toBe(pricedSize);
  });
});
