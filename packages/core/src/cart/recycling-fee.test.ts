import { describe, expect, it } from 'vitest';
import { mattressPieces, recyclingFee } from './recycling-fee';
import { sizedProduct } from './test-products';

const sizes = { twinXL: 50000, queen: 80000, splitKing: 100000 };
const mattress = sizedProduct('m', 'mattress', sizes, { mattressCount: 1 });
const bundle = sizedProduct('b', 'bundle', sizes, { mattressCount: 1 });
const frame = sizedProduct('f', 'bed-frame', sizes);

describe('recycling fee: charged per mattress piece, counted from the catalogue mattress count', () => {
  it.each([
    ['a queen mattress', mattress, 'queen', 1, 1],
    ['two queen mattresses', mattress, 'queen', 2, 2],
    ['a split-king mattress (stored as 2 halves) delivers two mattresses', mattress, 'splitKing', 2, 2],
    ['a queen bundle with a mattress', bundle, 'queen', 1, 1],
    ['a split-king bundle delivers two mattresses', bundle, 'splitKing', 1, 2],
    ['a frame holds no mattress', frame, 'queen', 1, 0],
  ])('pieces: %s', (_label, product, Size, stored, pieces) => {
    expect(mattressPieces(product, { Size }, stored)).toBe(pieces);
  });

  it.each([
    ['CA $16 a piece', { country: 'US', state: 'CA' }, 2, 3200],
    ['RI $20.50 a piece', { country: 'US', state: 'ri' }, 1, 2050],
    ['CT $16 a piece', { country: 'US', state: 'CT' }, 3, 4800],
    ['NY: none', { country: 'US', state: 'NY' }, 2, 0],
    ['no region yet: none', null, 2, 0],
    ['no pieces: none', { country: 'US', state: 'CA' }, 0, 0],
    ['a CA province code outside the US: none', { country: 'CA', state: 'CT' }, 1, 0],
  ])('fee: %s', (_label, region, pieces, fee) => {
    expect(recyclingFee(region, pieces)).toBe(fee);
  });
});
