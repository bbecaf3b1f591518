import { describe, expect, it } from 'vitest';
import type { Product } from '@store/core/product';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import { cartHasSizeMismatch, offersBuyMoreSaveMore, offersExtendedWarranty } from './cart-fit';

function product(id: string, facts: { group: string; mattressCount?: number; measures?: 'outer' | 'fits' }): Product {
  return {
    id,
    attributes: { group: facts.group, mattressCount: facts.mattressCount, markers: [] },
    content: facts.measures === undefined ? {} : { sizeGuide: { measures: facts.measures, rows: [] } },
  } as unknown as Product;
}

const sized = (id: string, size: string, extra: { forItem?: string; group?: string } = {}) => {
  const line = cartLine(id, { forItem: extra.forItem ?? null });
  return { ...line, properties: [{ name: 'Size', value: size }], product: { ...line.product, group: extra.group ?? 'mattress' } };
};

const products = [
  product('m', { group: 'mattress', mattressCount: 1 }),
  product('s', { group: 'bedding', measures: 'fits' }),
  product('p', { group: 'bedding', measures: 'outer' }),
  product('w', { group: 'warranty' }),
];

describe('wrong-size modal from the cart and its products', () => {
  it.each([
    ['a queen mattress with king sheets', [sized('m', 'queen'), sized('s', 'king', { group: 'bedding' })], true],
    ['a queen mattress with queen sheets', [sized('m', 'queen'), sized('s', 'queen', { group: 'bedding' })], false],
    ['a queen mattress with king pillows', [sized('m', 'queen'), sized('p', 'king', { group: 'bedding' })], false],
    ['products not loaded yet: no roles, no modal', [sized('x', 'queen'), sized('y', 'king')], false],
  ])('%s', (_name, items, expected) => {
    expect(cartHasSizeMismatch(cartFixture(items), products)).toBe(expected);
  });
});

describe('buy-more-save-more trigger: a lone mattress', () => {
  it.each([
    ['a mattress alone', [sized('m', 'queen')], true],
    ['a mattress with sheets', [sized('m', 'queen'), sized('s', 'queen', { group: 'bedding' })], false],
    ['sheets alone', [sized('s', 'queen', { group: 'bedding' })], false],
  ])('%s', (_name, items, expected) => {
    expect(offersBuyMoreSaveMore(cartFixture(items), products)).toBe(expected);
  });
});

describe('extended warranty service modal trigger', () => {
  it.each([
    ['a mattress without a plan', [sized('m', 'queen')], true],
    ['a mattress with a plan', [sized('m', 'queen'), { ...sized('w', 'queen', { group: 'warranty' }), properties: [] }], false],
    ['bedding only', [sized('s', 'queen', { group: 'bedding' })], false],
  ])('%s', (_name, items, expected) => {
    expect(offersExtendedWarranty(cartFixture(items), products)).toBe(expected);
  });
});
