import { describe, expect, it } from 'vitest';
import type { Availability, Product, ProductProperty } from '../product';
import { defaultSku, isRecommendable, productsOfSkus, sizeOfSku } from './catalogue-signals';

const on: Availability = {
  isActive: true,
  isInStock: true,
  isBackOrderAllowed: false,
  shippingFrom: 1,
  shippingTo: 3,
  wgsShippingFrom: 5,
  wgsShippingTo: 9,
};
const size: ProductProperty = {
  name: 'Size',
  code: 'SZ',
  defaultValue: 'queen',
  options: [
    { value: 'twin', title: 'Twin', code: 'TW' },
    { value: 'queen', title: 'Queen', code: 'QN' },
    { value: 'king', title: 'King', code: 'KG' },
  ],
} as ProductProperty;
const color: ProductProperty = {
  name: 'Color',
  code: 'CL',
  defaultValue: 'white',
  options: [
    { value: 'white', title: 'White', code: 'WT' },
    { value: 'grey', title: 'Grey', code: 'GR' },
  ],
} as ProductProperty;

function product(id: string, inventoryKey: string, extra: Partial<Product> = {}): Product {
  return {
    id,
    inventoryKey,
    properties: [size],
    attributes: { group: 'bedding', markers: [] },
    availability: { [`${inventoryKey}-SZTW`]: on, [`${inventoryKey}-SZQN`]: on, [`${inventoryKey}-SZKG`]: on },
    ...extra,
  } as Product;
}

describe('isRecommendable (exclusions)', () => {
  it.each<{ rule: string; p: Product; expected: boolean }>([
    { rule: 'a sellable product with its own page', p: product('sheets', 'SHEETS'), expected: true },
    {
      rule: 'an inactive default variant is excluded',
      p: product('sheets', 'SHEETS', { availability: { 'SHEETS-SZQN': { ...on, isActive: false } } }),
      expected: false,
    },
    {
      rule: 'out of stock without back order is excluded',
      p: product('sheets', 'SHEETS', { availability: { 'SHEETS-SZQN': { ...on, isInStock: false } } }),
      expected: false,
    },
    {
      rule: 'out of stock with back order stays',
      p: product('sheets', 'SHEETS', {
        availability: { 'SHEETS-SZQN': { ...on, isInStock: false, isBackOrderAllowed: true } },
      }),
      expected: true,
    },
    {
      rule: 'a warranty is never a card',
      p: product('plan', 'PLAN', { attributes: { group: 'warranty', markers: [] } }),
      expected: false,
    },
    {
      rule: 'a service is never a card',
      p: product('wg', 'WG', { attributes: { group: 'service', markers: [] } }),
      expected: false,
    },
    {
      rule: 'a product without its own page is excluded',
      p: product('x', 'X', { attributes: { group: 'bedding', markers: ['no-own-page'] } }),
      expected: false,
    },
  ])('$rule', ({ p, expected }) => {
    expect(isRecommendable(p)).toBe(expected);
  });
});

describe('cart skus as products', () => {
  const sheets = product('sheets', 'SHEETS', { properties: [size, color] });
  const box = product('bundle', 'SRNBNDL');
  it('defaultSku is the default selection', () => {
    expect(defaultSku(sheets)).toBe('SHEETS-SZQNCLWT');
  });
  it.each([
    { rule: 'a sized variant sku gives its size', sku: 'SHEETS-SZKGCLGR', expected: 'king' },
    { rule: 'a bare key has no size', sku: 'SHEETS', expected: undefined },
    { rule: "another product's sku has none", sku: 'OTHER-SZKG', expected: undefined },
  ])('sizeOfSku: $rule', ({ sku, expected }) => {
    expect(sizeOfSku(sheets, sku)).toBe(expected);
  });
  it('maps skus by availability, then by bare inventory key; unknown skus are ignored; sizes in order', () => {
    expect(productsOfSkus([sheets, box], ['SRNBNDL-SZTW', 'NOPE-SZQN', 'SHEETS', 'SRNBNDL'])).toEqual({
      productIds: ['bundle', 'sheets'],
      sizes: ['twin'],
    });
  });
});
