import { describe, expect, it } from 'vitest';
import { listingPrice, listingSelection, productFirmness, sizeKeyOf, soldSizes, soldSizeValue } from './listing-facets';
import { listingTestProduct } from './listing-test-product';

describe('a product matches a size when it sells that size (option in stock, variant active)', () => {
  const product = listingTestProduct({
    id: 'a',
    price: 100000,
    sizes: ['twin', 'queen', 'king', 'Cal King'],
    outOfStock: ['king'],
    inactive: ['twin'],
  });
  it.each([
    ['queen', 'queen'],
    ['calKing', 'Cal King'],
    ['king', null],
    ['twin', null],
    ['full', null],
  ] as const)('size %s -> option %s', (size, value) => {
    expect(soldSizeValue(product, size)).toBe(value);
  });
  it('lists the sizes it sells in size order', () => {
    expect(soldSizes(product)).toEqual(['queen', 'calKing']);
  });
  it.each([
    ['twinXL', 'twinXL'],
    ['Twin XL', 'twinXL'],
    ['Huge', null],
  ])('size value %s is key %s', (value, key) => {
    expect(sizeKeyOf(value)).toBe(key);
  });
});

describe('firmness comes from the Firmness property, else the feel the highlights state', () => {
  it.each<[string, { highlights?: string[]; firmness?: string[] }, string[]]>([
    ['property values', { firmness: ['soft', 'luxury-firm', 'firm'] }, ['soft', 'luxury-firm', 'firm']],
    ['property wins over copy', { firmness: ['firm'], highlights: ['Medium feel'] }, ['firm']],
    ['medium-firm highlight', { highlights: ['Pocketed coils', 'Medium-firm feel (6.5/10)'] }, ['medium-firm']],
    ['medium highlight', { highlights: ['Medium feel for side and back sleepers'] }, ['medium']],
    ['firm highlight', { highlights: ['Firm feel (8/10)'] }, ['firm']],
    ['plush-medium is medium', { highlights: ['Copper foam', 'Plush-medium feel (5/10)'] }, ['medium']],
    ['a feel word mid-sentence is not a firmness', { highlights: ['Euro top for a plush first feel'] }, []],
    ['no property, no feel', { highlights: ['Cooling cover'] }, []],
  ])('%s', (_, options, expected) => {
    expect(productFirmness(listingTestProduct({ id: 'p', price: 1, ...options }))).toEqual(expected);
  });
});

describe('the listing price is the price of the variant the card shows (in the filtered size)', () => {
  const product = listingTestProduct({ id: 'p', price: 100000 });
  it.each([
    [null, 100000],
    ['king', 130000],
    ['twin', 60000],
  ])('size %s costs %i minor units', (size, price) => {
    expect(listingPrice(product, listingSelection(product, size))).toBe(price);
  });
});
