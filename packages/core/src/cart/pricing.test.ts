import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CouponRule } from './coupon-rule';
import { cartTotals, linePrice, priceLines, type CartLineInput } from './pricing';

const line = (over: Partial<CartLineInput>): CartLineInput => ({
  itemIdentifier: 'a',
  group: 'mattress',
  quantity: 1,
  unitPrice: 100000,
  unitListPrice: 130000,
  pairPricing: false,
  giftDiscount: 0,
  surcharge: 0,
  ...over,
});
const rule = (over: Partial<CouponRule>): CouponRule => ({
  code: 'X',
  kind: 'percent',
  value: 10,
  minSubtotal: 0,
  appliesTo: [],
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 0,
  maxDiscount: null,
  maxUnits: null,
  ...over,
});

describe('pricing rules per line', () => {
  it.each([
    ['plain line', line({ quantity: 2 }), 200000, 260000],
    [
      'split king: two twin XL at twice the twin XL price',
      line({ quantity: 2, pairPricing: true, unitPrice: 60000, unitListPrice: 80000 }),
      120000,
      160000,
    ],
    [
      'split king quantity pricing uses ceil(quantity/2): 3 halves price as 2 pairs',
      line({ quantity: 3, pairPricing: true, unitPrice: 60000, unitListPrice: 80000 }),
      240000,
      320000,
    ],
    ['free gift with purchase', line({ giftDiscount: 100, unitPrice: 15000, unitListPrice: 15000 }), 0, 15000],
    ['half-price gift', line({ giftDiscount: 50, unitPrice: 12999, unitListPrice: 12999 }), 6499, 12999],
    [
      'a gift is free only up to its parent quantity',
      line({ quantity: 3, giftDiscount: 100, giftUnits: 1, unitPrice: 15000, unitListPrice: 15000 }),
      30000,
      45000,
    ],
    ['$299 bundle rule adds to each bundle unit', line({ quantity: 2, surcharge: 29900 }), 259800, 319800],
    [
      'a gift in a larger size than its parent is discounted only by the parent-size value, the rest is paid',
      line({ giftDiscount: 100, giftUnits: 1, giftValueCap: 18320, unitPrice: 38240, unitListPrice: 47800 }),
      19920,
      47800,
    ],
    [
      'a gift cap above the unit price changes nothing: the gift is free',
      line({ giftDiscount: 100, giftUnits: 1, giftValueCap: 50000, unitPrice: 38240, unitListPrice: 47800 }),
      0,
      47800,
    ],
    [
      'a half-price gift is half of the parent-size value off',
      line({ giftDiscount: 50, giftUnits: 1, giftValueCap: 10000, unitPrice: 19040, unitListPrice: 23800 }),
      14040,
      23800,
    ],
  ])('%s', (_label, input, price, profilePrice) => {
    expect(linePrice(input)).toEqual({ price, profilePrice });
  });
});

describe('coupons spread over the lines they apply to', () => {
  it('10% off mattresses only touches mattress lines', () => {
    const priced = priceLines(
      [line({ itemIdentifier: 'm' }), line({ itemIdentifier: 'p', group: 'bedding', unitPrice: 5000, unitListPrice: 5000 })],
      rule({ appliesTo: ['mattress'] }),
    );
    expect(priced.map((p) => p.couponDiscount)).toEqual([10000, 0]);
  });

  it.each([
    ['below the minimum', 99999, 0],
    ['at the minimum', 100000, 20000],
  ])('$200 off orders of $1,000 or more: %s', (_l, unitPrice, discount) => {
    const priced = priceLines([line({ unitPrice })], rule({ kind: 'fixed', value: 20000, minSubtotal: 100000 }));
    expect(priced[0]?.couponDiscount).toBe(discount);
  });

  it('a fixed coupon never exceeds what it applies to', () => {
    const priced = priceLines([line({ unitPrice: 3000, unitListPrice: 3000 })], rule({ kind: 'fixed', value: 5000 }));
    expect(priced[0]?.priceAfterDiscount).toBe(0);
  });
});

describe('totals equal the sum of lines, discounts and extras, to the cent (property)', () => {
  const lineArb = fc.record({
    itemIdentifier: fc.string({ minLength: 1, maxLength: 4 }),
    group: fc.constantFrom('mattress' as const, 'bedding' as const, 'furniture' as const),
    quantity: fc.integer({ min: 1, max: 20 }),
    unitPrice: fc.integer({ min: 0, max: 500_000 }),
    unitListPrice: fc.integer({ min: 0, max: 600_000 }),
    pairPricing: fc.boolean(),
    giftDiscount: fc.constantFrom(0, 50, 100),
    surcharge: fc.constantFrom(0, 29900),
  });
  const couponArb = fc.option(
    fc.record({
      kind: fc.constantFrom('percent' as const, 'fixed' as const),
      value: fc.integer({ min: 1, max: 100 }),
      minSubtotal: fc.integer({ min: 0, max: 200_000 }),
      appliesTo: fc.subarray(['mattress', 'bedding'] as const),
    }),
  );
  it('holds for any lines, coupon and extras', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        couponArb,
        fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 4 }),
        (lines, c, extras) => {
          const coupon = c ? rule({ ...c, value: c.kind === 'fixed' ? c.value * 1000 : c.value }) : null;
          const priced = priceLines(lines, coupon);
          const totals = cartTotals(
            priced,
            extras.map((amount) => ({ amount })),
          );
          const sumAfter = priced.reduce((s, p) => s + p.priceAfterDiscount, 0);
          expect(totals.totalPrice).toBe(sumAfter + extras.reduce((a, b) => a + b, 0));
          expect(totals.totalDiscount).toBe(priced.reduce((s, p) => s + p.couponDiscount, 0));
          for (const p of priced) {
            expect(p.priceAfterDiscount).toBe(p.price - p.couponDiscount);
            expect(p.priceAfterDiscount).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(p.priceAfterDiscount)).toBe(true);
          }
        },
      ),
    );
  });
});
