import { describe, expect, it } from 'vitest';
import type { Product, ProductProperty } from './product';
import { allSelections, buildVariantSku, defaultSelection, validateSelection, variantPrice } from './variant';

const size: ProductProperty = {
  name: 'Size',
  title: 'Size',
  code: 'SZ',
  defaultValue: 'queen',
  options: [
    { value: 'queen', title: 'Queen', code: 'QN', priceDiff: 0, outOfStock: false },
    { value: 'king', title: 'King', code: 'KG', priceDiff: 30000, outOfStock: false },
    { value: 'twin', title: 'Twin', code: 'TW', priceDiff: -40000, outOfStock: true },
  ],
};
const color: ProductProperty = {
  name: 'Color',
  title: 'Color',
  code: 'CL',
  defaultValue: 'natural',
  options: [
    { value: 'natural', title: 'Natural', code: 'NT', priceDiff: 0, outOfStock: false },
    { value: 'walnut', title: 'Walnut', code: 'WN', priceDiff: 5000, outOfStock: false },
  ],
};
const product: Pick<Product, 'properties' | 'pricing' | 'inventoryKey'> = {
  inventoryKey: 'BAMBOOFRM',
  properties: [color, size],
  pricing: {
    price: { amount: 75000, currency: 'USD', discount: 25 },
    listPrice: { amount: 100000, currency: 'USD', discount: 25 },
  },
};

describe('a variant sku is the inventory key plus a dash plus property code pairs', () => {
  it.each([
    [{ Size: 'queen', Color: 'natural' }, 'BAMBOOFRM-SZQNCLNT'],
    [{ Color: 'walnut', Size: 'king' }, 'BAMBOOFRM-SZKGCLWN'],
    [{}, 'BAMBOOFRM-SZQNCLNT'],
  ])('%o -> %s (pairs in property sort order, defaults filled)', (selection, sku) => {
    expect(buildVariantSku(product.inventoryKey, product.properties, selection)).toBe(sku);
  });

  it('a product without properties has the inventory key as its sku', () => {
    expect(buildVariantSku('WARRANTY', [], {})).toBe('WARRANTY');
  });
});

describe('a product line needs the full set of properties and valid values', () => {
  it.each([
    ['complete and valid', { Size: 'king', Color: 'walnut' }, true],
    ['missing a property', { Size: 'king' }, false],
    ['an unknown value', { Size: 'huge', Color: 'walnut' }, false],
    ['an unknown property', { Size: 'king', Color: 'walnut', Leg: 'tall' }, false],
  ])('%s', (_label, selection, valid) => {
    expect(validateSelection(product, selection).ok).toBe(valid);
  });
});

describe('price follows priceDiff', () => {
  it.each([
    [{ Size: 'queen', Color: 'natural' }, 100000, 75000],
    [{ Size: 'king', Color: 'natural' }, 130000, 97500],
    [{ Size: 'king', Color: 'walnut' }, 135000, 101250],
    [{ Size: 'twin', Color: 'natural' }, 60000, 45000],
  ])('%o lists at %i and sells at %i', (selection, listPrice, price) => {
    expect(variantPrice(product, selection)).toMatchObject({ listPrice, price, discount: 25 });
  });

  it('list pricing takes the entry of the variant sku', () => {
    const bundle = {
      inventoryKey: 'SRNBNDL',
      properties: [size],
      pricing: [
        {
          sku: 'SRNBNDL-SZQN',
          totalPrice: { amount: 30000, currency: 'USD' as const },
          discountedPrice: { amount: 20000, currency: 'USD' as const },
          totalValue: { amount: 30000, currency: 'USD' as const },
          listPrice: { amount: 30000, currency: 'USD' as const },
        },
        {
          sku: 'SRNBNDL-SZKG',
          totalPrice: { amount: 36000, currency: 'USD' as const },
          discountedPrice: { amount: 27000, currency: 'USD' as const },
          totalValue: { amount: 36000, currency: 'USD' as const },
          listPrice: { amount: 36000, currency: 'USD' as const },
        },
      ],
    };
    expect(variantPrice(bundle, { Size: 'king' })).toEqual({ sku: 'SRNBNDL-SZKG', price: 27000, listPrice: 36000, discount: 25 });
  });

  it('every price is a whole number of minor units', () => {
    for (const selection of allSelections(product.properties)) {
      const { price, listPrice } = variantPrice(product, selection);
      expect(Number.isInteger(price) && Number.isInteger(listPrice)).toBe(true);
    }
  });
});

describe('selections', () => {
  it('enumerates every combination', () => {
    expect(allSelections(product.properties)).toHaveLength(6);
  });
  it('defaults to each property default', () => {
    expect(defaultSelection(product)).toEqual({ Color: 'natural', Size: 'queen' });
  });
});
