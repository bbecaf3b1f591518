import { describe, expect, it } from 'vitest';
import type { VariantRowWire } from '../../lib/api/catalog';
import { cellValue, changesOf, editCell, matchesSearch } from './bulk-edits';

const row: VariantRowWire = {
  productId: 'cloud',
  productTitle: 'The Cloud Mattress',
  group: 'mattress',
  sku: 'CLOUD-SZQN',
  options: [{ name: 'Size', value: 'queen', title: 'Queen' }],
  price: 90000,
  listPrice: 100000,
  priceFromParts: false,
  hasAvailability: true,
  isActive: true,
  isInStock: true,
  isBackOrderAllowed: false,
  shippingFrom: 1,
  shippingTo: 3,
  wgsShippingFrom: 7,
  wgsShippingTo: 14,
  version: '0123456789abcdef',
};

describe('the bulk table edits', () => {
  it('keeps an edited cell, forgets one set back, and sends each with its version', () => {
    let edits = editCell({}, row, 'price', 85000);
    edits = editCell(edits, row, 'isInStock', false);
    expect(cellValue(edits, row, 'price')).toBe(85000);
    expect(changesOf(edits, [row])).toEqual([{ sku: 'CLOUD-SZQN', version: '0123456789abcdef', price: 85000, isInStock: false }]);
    edits = editCell(edits, row, 'price', 90000);
    edits = editCell(edits, row, 'isInStock', true);
    expect(edits).toEqual({});
    expect(cellValue(edits, row, 'price')).toBe(90000);
  });

  it.each([
    ['cloud queen', true],
    ['CLOUD-SZQN', true],
    ['king', false],
    ['', true],
  ])('search %j matches: %s', (q, expected) => expect(matchesSearch(row, q)).toBe(expected));
});
