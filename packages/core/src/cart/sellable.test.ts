import { describe, expect, it } from 'vitest';
import type { Availability } from '../product';
import { isBackOrder, isSellable } from './sellable';

const a = (isActive: boolean, isInStock: boolean, isBackOrderAllowed: boolean): Availability => ({
  isActive,
  isInStock,
  isBackOrderAllowed,
  shippingFrom: 1,
  shippingTo: 3,
  wgsShippingFrom: 7,
  wgsShippingTo: 14,
});

describe('sellable: active and (in stock or back-order allowed); back-order: active, out of stock, back-order allowed', () => {
  it.each([
    ['in stock', a(true, true, false), true, false],
    ['out of stock, back-order allowed', a(true, false, true), true, true],
    ['out of stock, no back-order', a(true, false, false), false, false],
    ['inactive though in stock', a(false, true, false), false, false],
    ['inactive with back-order allowed', a(false, false, true), false, false],
    ['in stock with back-order allowed is not a back-order', a(true, true, true), true, false],
    ['an unknown sku', undefined, false, false],
  ])('%s -> sellable %s, back-order %s', (_label, availability, sellable, backOrder) => {
    expect(isSellable(availability)).toBe(sellable);
    expect(isBackOrder(availability)).toBe(backOrder);
  });
});
