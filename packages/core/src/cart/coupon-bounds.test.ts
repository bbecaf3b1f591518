import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { couponAmount, coveredValues, type CouponRule } from './coupon-rule';
import { priceLines, type CartLineInput } from './pricing';

const line = (over: Partial<CartLineInput>): CartLineInput => ({
  itemIdentifier: 'a',
  group: 'bedding',
  quantity: 1,
  unitPrice: 6375,
  unitListPrice: 6375,
  pairPricing: false,
  giftDiscount: 0,
  surcharge: 0,
  ...over,
});
const rule = (over: Partial<CouponRule>): CouponRule => ({
  code: 'X',
  kind: 'percent',
  value: 100,
  minSubtotal: 0,
  appliesTo: ['bedding'],
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 0,
  maxDiscount: null,
  maxUnits: null,
  ...over,
});
/** The make-good: 100% off one bedding unit, at most $300. */
const makeGood = rule({ maxUnits: 1, maxDiscount: 30000 });
const pillow = (quantity: number, itemIdentifier = 'p') => line({ itemIdentifier, quantity });
const downPillow = (quantity: number) => line({ itemIdentifier: 'd', quantity, unitPrice: 12665, unitListPrice: 12665 });

describe('couponAmount: the discount never exceeds the coupon cap nor what it covers', () => {
  it.each([
    ['no cap: 100% of what it covers', rule({}), 382500, 382500, 382500],
    ['a cap below the covered value takes the cap', rule({ maxDiscount: 30000 }), 382500, 382500, 30000],
    ['a cap above the covered value changes nothing', rule({ maxDiscount: 30000 }), 6375, 6375, 6375],
    ['a fixed amount is capped too', rule({ kind: 'fixed', value: 20000, maxDiscount: 5000 }), 100000, 100000, 5000],
    ['a zero cap gives nothing', rule({ maxDiscount: 0 }), 6375, 6375, 0],
    ['below the minimum subtotal, nothing', rule({ minSubtotal: 10000, maxDiscount: 5000 }), 6375, 6375, 0],
  ])('%s', (_label, coupon, covered, merchandise, amount) => {
    expect(couponAmount(coupon, covered, merchandise)).toBe(amount);
  });
});

describe('coveredValues: the eligible units a coupon covers, the dearest first', () => {
  it.each([
    ['all units when unbounded', null, [[{ unitPrice: 6375, units: 60 }]], [382500]],
    ['one unit of a line of 60', 1, [[{ unitPrice: 6375, units: 60 }]], [6375]],
    ['three units of a line of 60', 3, [[{ unitPrice: 6375, units: 60 }]], [19125]],
    [
      'the dearest line first, whatever the order',
      1,
      [[{ unitPrice: 6375, units: 3 }], [{ unitPrice: 12665, units: 2 }]],
      [0, 12665],
    ],
    ['then the next dearest', 3, [[{ unitPrice: 6375, units: 3 }], [{ unitPrice: 12665, units: 2 }]], [6375, 25330]],
    ['equal prices: the earlier line first', 1, [[{ unitPrice: 5000, units: 1 }], [{ unitPrice: 5000, units: 1 }]], [5000, 0]],
    ['more units allowed than there are', 10, [[{ unitPrice: 5000, units: 2 }], []], [10000, 0]],
    ['no units allowed', 0, [[{ unitPrice: 5000, units: 2 }]], [0]],
    [
      'within one line, the paid units before the free gifted ones',
      2,
      [
        [
          { unitPrice: 15000, units: 2 },
          { unitPrice: 0, units: 1 },
        ],
      ],
      [30000],
    ],
  ])('%s', (_label, maxUnits, units, covered) => {
    expect(coveredValues(maxUnits, units)).toEqual(covered);
  });
});

describe('priceLines honours maxUnits and maxDiscount, and puts the discount on the covered lines only', () => {
  it.each<[string, CartLineInput[], CouponRule, number[]]>([
    ['the make-good on 60 pillows in one line takes one pillow off', [pillow(60)], makeGood, [6375]],
    ['the make-good on one pillow makes it free', [pillow(1)], makeGood, [6375]],
    [
      'the make-good on 60 pillows in 60 lines takes one pillow off (the first)',
      Array.from({ length: 60 }, (_, i) => pillow(1, `p${i}`)),
      makeGood,
      [6375, ...Array<number>(59).fill(0)],
    ],
    ['the make-good takes the dearest pillow, not the first line', [pillow(3), downPillow(2)], makeGood, [0, 12665]],
    ['the make-good never goes past its cap', [line({ unitPrice: 38240, unitListPrice: 38240 })], makeGood, [30000]],
    [
      'the make-good leaves a mattress alone',
      [line({ itemIdentifier: 'm', group: 'mattress', unitPrice: 100000, unitListPrice: 100000 }), pillow(2)],
      makeGood,
      [0, 6375],
    ],
    ['a cap with every unit covered: 60 pillows, $300 off at most', [pillow(60)], rule({ maxDiscount: 30000 }), [30000]],
    ['50% off two units of a line of five', [line({ quantity: 5, unitPrice: 10000 })], rule({ value: 50, maxUnits: 2 }), [10000]],
    [
      'a fixed amount bounded by the one unit it covers',
      [line({ quantity: 3, unitPrice: 10000 })],
      rule({ kind: 'fixed', value: 20000, maxUnits: 1 }),
      [10000],
    ],
    [
      '10% off three units spread by the covered value: two of the dearer line, one of the other',
      [
        line({ itemIdentifier: 'a', quantity: 2, unitPrice: 30000 }),
        line({ itemIdentifier: 'b', quantity: 2, unitPrice: 20000 }),
      ],
      rule({ value: 10, maxUnits: 3 }),
      [6000, 2000],
    ],
    [
      'a split king pair counts as one priced unit',
      [line({ group: 'mattress', quantity: 2, pairPricing: true, unitPrice: 60000, unitListPrice: 60000 })],
      rule({ value: 10, appliesTo: ['mattress'], maxUnits: 1 }),
      [12000],
    ],
    [
      'a free gifted unit is covered last: two paid units of three',
      [line({ quantity: 3, giftDiscount: 100, giftUnits: 1, unitPrice: 15000, unitListPrice: 15000 })],
      rule({ maxUnits: 2 }),
      [30000],
    ],
    [
      'a half-price gifted unit is worth half: the paid unit, then the gift',
      [line({ quantity: 2, giftDiscount: 50, giftUnits: 1, unitPrice: 12999, unitListPrice: 12999 })],
      rule({ maxUnits: 2 }),
      [19498],
    ],
    [
      'the minimum subtotal is still read on the whole cart',
      [pillow(20)],
      rule({ kind: 'fixed', value: 20000, minSubtotal: 100000, maxUnits: 1 }),
      [6375],
    ],
  ])('%s', (_label, lines, coupon, discounts) => {
    const priced = priceLines(lines, coupon);
    expect(priced.map((p) => p.couponDiscount)).toEqual(discounts);
  });

  it('holds for any bounds: the discount is within the cap, within the covered units, and lines sum to it (property)', () => {
    const lineArb = fc.record({
      itemIdentifier: fc.string({ minLength: 1, maxLength: 4 }),
      group: fc.constantFrom('mattress' as const, 'bedding' as const),
      quantity: fc.integer({ min: 1, max: 60 }),
      unitPrice: fc.integer({ min: 0, max: 500_000 }),
      unitListPrice: fc.integer({ min: 0, max: 600_000 }),
      pairPricing: fc.boolean(),
      giftDiscount: fc.constantFrom(0, 50, 100),
      giftUnits: fc.integer({ min: 0, max: 3 }),
      surcharge: fc.constantFrom(0, 29900),
    });
    const boundsArb = fc.record({
      value: fc.integer({ min: 1, max: 100 }),
      maxUnits: fc.option(fc.integer({ min: 0, max: 5 })),
      maxDiscount: fc.option(fc.integer({ min: 0, max: 100_000 })),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 6 }), boundsArb, (lines, bounds) => {
        const coupon = rule(bounds);
        const priced = priceLines(lines, coupon);
        const total = priced.reduce((s, p) => s + p.couponDiscount, 0);
        if (bounds.maxDiscount !== null) expect(total).toBeLessThanOrEqual(bounds.maxDiscount);
        if (bounds.maxUnits !== null) {
          // Never more than the maxUnits dearest priced units of the cart could be worth.
          const dearest = Math.max(0, ...lines.map((l) => (l.pairPricing ? 2 : 1) * l.unitPrice + l.surcharge));
          expect(total).toBeLessThanOrEqual(bounds.maxUnits * dearest);
        }
        for (const p of priced) {
          expect(Number.isInteger(p.couponDiscount)).toBe(true);
          expect(p.couponDiscount).toBeGreaterThanOrEqual(0);
          expect(p.priceAfterDiscount).toBeGreaterThanOrEqual(0);
          expect(p.priceAfterDiscount).toBe(p.price - p.couponDiscount);
        }
      }),
    );
  });
});
