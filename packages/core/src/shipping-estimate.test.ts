import { describe, it, expect } from 'vitest';
import type { TaxStatus } from './cart/cart-tax';
import type { Currency } from './money';
import type { Availability } from './product';
import { shippingEstimateText, shippingPriceLabel, shippingWindowFor, taxLabel, type ShippingWindow } from './shipping-estimate';

describe('shippingEstimateText', () => {
  it.each<{ window: ShippingWindow | undefined; expected: string; rule: string }>([
    { rule: "the default estimate is '1 - 3'", window: undefined, expected: '1 - 3' },
    {
      rule: "an upper bound of 1 with 24-hour shipping shows '24 Hours!'",
      window: { from: 1, to: 1, twentyFourHour: true },
      expected: '24 Hours!',
    },
    {
      rule: "an upper bound of 1 with 24-hour shipping shows '24 Hours!'",
      window: { from: 0, to: 1, twentyFourHour: true },
      expected: '24 Hours!',
    },
    { rule: 'otherwise an upper bound of 1 displays as 2', window: { from: 1, to: 1 }, expected: '1 - 2' },
    { rule: 'otherwise an upper bound of 1 displays as 2', window: { from: 1, to: 1, twentyFourHour: false }, expected: '1 - 2' },
    { rule: "otherwise it shows 'from - to'", window: { from: 2, to: 5 }, expected: '2 - 5' },
    { rule: "otherwise it shows 'from - to'", window: { from: 2, to: 3, twentyFourHour: true }, expected: '2 - 3' },
  ])('shipping estimate: $rule ($expected)', ({ window, expected }) => {
    expect(shippingEstimateText(window)).toBe(expected);
  });
});

describe('shippingPriceLabel', () => {
  it.each<{ amount: number; currency: Currency; expected: string; rule: string }>([
    { rule: "it is labelled 'Free shipping' when the amount is 0", amount: 0, currency: 'USD', expected: 'Free shipping' },
    { rule: "it is labelled 'Free shipping' when the amount is 0", amount: 0, currency: 'CAD', expected: 'Free shipping' },
    { rule: 'otherwise it shows the amount', amount: 14900, currency: 'USD', expected: '$149' },
    { rule: 'otherwise it shows the amount', amount: 1995, currency: 'CAD', expected: 'CA$19.95' },
  ])('shipping price: $rule ($expected)', ({ amount, currency, expected }) => {
    expect(shippingPriceLabel(amount, currency)).toBe(expected);
  });
});

describe('taxLabel', () => {
  it.each<{ amount: number | null | undefined; status?: TaxStatus; expected: string; rule: string }>([
    { rule: 'tax shows FREE when zero', amount: 0, status: 'quoted', expected: 'FREE' },
    { rule: 'tax shows FREE when absent', amount: null, expected: 'FREE' },
    { rule: 'tax shows FREE when absent', amount: undefined, status: 'estimate', expected: 'FREE' },
    { rule: 'otherwise tax shows the amount', amount: 1234, status: 'quoted', expected: '$12.34' },
    { rule: 'otherwise tax shows the amount', amount: 10000, status: 'estimate', expected: '$100' },
    { rule: 'before an address the tax is not known', amount: null, status: 'at-checkout', expected: 'Calculated at checkout' },
    { rule: 'before an address, never FREE', amount: 0, status: 'at-checkout', expected: 'Calculated at checkout' },
  ])('tax: $rule ($expected)', ({ amount, status, expected }) => {
    expect(taxLabel(amount, 'USD', status)).toBe(expected);
  });
});

describe('shippingWindowFor', () => {
  const sku = (shippingFrom: number, shippingTo: number, wgsShippingFrom = 7, wgsShippingTo = 14): Availability => ({
    isActive: true,
    isInStock: true,
    isBackOrderAllowed: false,
    shippingFrom,
    shippingTo,
    wgsShippingFrom,
    wgsShippingTo,
  });

  it.each<{ skus: Availability[]; whiteGlove?: boolean; expected: ShippingWindow | undefined; rule: string }>([
    { rule: 'no skus give no window, so the default estimate shows', skus: [], expected: undefined },
    { rule: 'one sku gives its own window', skus: [sku(2, 3)], expected: { from: 2, to: 3, twentyFourHour: false } },
    {
      rule: 'several skus take the latest start and the latest end (the order arrives with its slowest sku)',
      skus: [sku(1, 5), sku(3, 4)],
      expected: { from: 3, to: 5, twentyFourHour: false },
    },
    {
      rule: '24-hour shipping applies only when every sku ships in 1 - 1',
      skus: [sku(1, 1), sku(1, 1)],
      expected: { from: 1, to: 1, twentyFourHour: true },
    },
    {
      rule: '24-hour shipping applies only when every sku ships in 1 - 1',
      skus: [sku(1, 1), sku(1, 3)],
      expected: { from: 1, to: 3, twentyFourHour: false },
    },
    {
      rule: '24-hour shipping applies only when every sku ships in 1 - 1',
      skus: [sku(0, 1)],
      expected: { from: 0, to: 1, twentyFourHour: false },
    },
    {
      rule: 'white glove delivery uses the white-glove windows',
      skus: [sku(1, 2, 5, 10), sku(2, 3, 7, 14)],
      whiteGlove: true,
      expected: { from: 7, to: 14, twentyFourHour: false },
    },
  ])('shipping estimate for a cart: $rule', ({ skus, whiteGlove, expected }) => {
    expect(shippingWindowFor(skus, { whiteGlove })).toEqual(expected);
  });

  it.each<{ skus: Availability[]; expected: string }>([
    { skus: [], expected: '1 - 3' },
    { skus: [sku(1, 1), sku(1, 1)], expected: '24 Hours!' },
    { skus: [sku(1, 1), sku(0, 1)], expected: '1 - 2' },
    { skus: [sku(2, 3), sku(1, 5)], expected: '2 - 5' },
  ])('the combined window of several skus feeds the estimate text ($expected)', ({ skus, expected }) => {
    expect(shippingEstimateText(shippingWindowFor(skus))).toBe(expected);
  });
});
