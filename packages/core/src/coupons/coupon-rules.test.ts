import { describe, expect, it } from 'vitest';
import { checkCoupon, couponCoversLine, type CouponRule, type CouponShopper } from '../cart/coupon-rule';
import { priceLines, type CartLineInput } from '../cart/pricing';
import { couponRuleIssues, couponStatus, type CouponStatus } from './coupon-rules';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const at = (iso: string) => new Date(iso);
const rule = (over: Partial<CouponRule>): CouponRule => ({
  code: 'SPRING15',
  kind: 'percent',
  value: 15,
  minSubtotal: 0,
  appliesTo: [],
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 0,
  maxDiscount: null,
  maxUnits: null,
  ...over,
});
const anyone: CouponShopper = { returningCustomer: false };

describe('checkCoupon: when a coupon may be used', () => {
  it.each<[string, Partial<CouponRule>, CouponShopper, string]>([
    ['a plain coupon', {}, anyone, 'ok'],
    ['paused', { paused: true }, anyone, 'paused'],
    ['paused wins over expired', { paused: true, expiresAt: at('2026-01-01T00:00:00Z') }, anyone, 'paused'],
    ['starts in a minute', { startsAt: at('2026-06-15T12:01:00Z') }, anyone, 'not-started'],
    ['started this instant', { startsAt: NOW }, anyone, 'ok'],
    ['ends this instant', { expiresAt: NOW }, anyone, 'expired'],
    ['ends in a second', { expiresAt: at('2026-06-15T12:00:01Z') }, anyone, 'ok'],
    ['at its total limit', { maxRedemptions: 5, redemptions: 5 }, anyone, 'exhausted'],
    ['one use left', { maxRedemptions: 5, redemptions: 4 }, anyone, 'ok'],
    ['shopper unknown yet: the per-shopper limit waits', { maxPerShopper: 1 }, anyone, 'ok'],
    ['shopper used it once, limit 1', { maxPerShopper: 1 }, { returningCustomer: false, redemptions: 1 }, 'shopper-limit'],
    ['shopper used it once, limit 2', { maxPerShopper: 2 }, { returningCustomer: false, redemptions: 1 }, 'ok'],
    ['no per-shopper limit', { maxPerShopper: null }, { returningCustomer: false, redemptions: 9 }, 'ok'],
    ['returning-customer coupon, stranger', { returningCustomerOnly: true }, anyone, 'returning-customer'],
  ])('%s', (_name, over, shopper, expected) => {
    const check = checkCoupon(rule(over), NOW, shopper);
    expect(check.ok ? 'ok' : check.reason).toBe(expected);
  });
});

describe('couponCoversLine: groups, products and stacking', () => {
  const mattress = { group: 'mattress' as const, productId: 'cloud-mattress', onDeal: false };
  const pillowOnSale = { group: 'bedding' as const, productId: 'cloud-pillow', onDeal: true };
  it.each<[string, Partial<CouponRule>, typeof mattress | typeof pillowOnSale, boolean]>([
    ['no groups nor products: every line', {}, mattress, true],
    ['its group', { appliesTo: ['mattress'] }, mattress, true],
    ['another group', { appliesTo: ['bedding'] }, mattress, false],
    ['a named product', { products: ['cloud-mattress'] }, mattress, true],
    ['a product it does not name', { products: ['cloud-pillow'] }, mattress, false],
    ['group or product: either is enough', { appliesTo: ['bedding'], products: ['cloud-mattress'] }, mattress, true],
    ['with-deals covers a line on sale', { stacking: 'with-deals' }, pillowOnSale, true],
    ['full-price-only skips a line on sale', { stacking: 'full-price-only' }, pillowOnSale, false],
    ['full-price-only covers a full-price line', { stacking: 'full-price-only' }, mattress, true],
  ])('%s', (_name, over, line, expected) => {
    expect(couponCoversLine(rule(over), line)).toBe(expected);
  });
});

describe('priceLines: a coupon on named products and full-price lines', () => {
  const line = (over: Partial<CartLineInput>): CartLineInput => ({
    itemIdentifier: 'a',
    group: 'mattress',
    productId: 'cloud-mattress',
    quantity: 1,
    unitPrice: 100000,
    unitListPrice: 100000,
    pairPricing: false,
    giftDiscount: 0,
    surcharge: 0,
    ...over,
  });
  const cart = [
    line({ itemIdentifier: 'm' }),
    line({ itemIdentifier: 'p', group: 'bedding', productId: 'cloud-pillow', unitPrice: 8000, unitListPrice: 10000 }),
    line({
      itemIdentifier: 'g',
      group: 'bedding',
      productId: 'gift-pillow',
      unitPrice: 5000,
      unitListPrice: 5000,
      giftDiscount: 100,
    }),
  ];
  it.each<[string, Partial<CouponRule>, number[]]>([
    ['15% on every line, deals included', {}, [15000, 1200, 0]],
    [
      '15% on full-price lines only: the sale pillow and the gift keep their price',
      { stacking: 'full-price-only' },
      [15000, 0, 0],
    ],
    ['15% on the pillow it names', { products: ['cloud-pillow'] }, [0, 1200, 0]],
    [
      '$50 on the named pillow, sold on sale, full-price-only: nothing',
      { kind: 'fixed', value: 5000, products: ['cloud-pillow'], stacking: 'full-price-only' },
      [0, 0, 0],
    ],
  ])('%s', (_name, over, expected) => {
    expect(priceLines(cart, rule(over)).map((l) => l.couponDiscount)).toEqual(expected);
  });
});

describe('couponRuleIssues: what a schema alone cannot check', () => {
  type Rules = Parameters<typeof couponRuleIssues>[0];
  const base: Rules = { kind: 'percent', value: 15, startsAt: null, expiresAt: null };
  it.each<[string, Partial<Rules>, string[]]>([
    ['a plain percent', {}, []],
    ['100 percent', { value: 100 }, []],
    ['101 percent', { value: 101 }, ['value: a percent coupon takes 1 to 100']],
    ['a fixed 150 dollars', { kind: 'fixed', value: 15000 }, []],
    [
      'ends before it starts',
      { startsAt: '2026-07-01T00:00:00.000Z', expiresAt: '2026-06-01T00:00:00.000Z' },
      ['expiresAt: the end must be after the start'],
    ],
    [
      'ends as it starts',
      { startsAt: '2026-07-01T00:00:00.000Z', expiresAt: '2026-07-01T00:00:00.000Z' },
      ['expiresAt: the end must be after the start'],
    ],
    ['ends after it starts', { startsAt: '2026-07-01T00:00:00.000Z', expiresAt: '2026-07-02T00:00:00.000Z' }, []],
    ['ends, no start', { expiresAt: '2026-06-01T00:00:00.000Z' }, []],
  ])('%s', (_name, over, expected) => {
    expect(couponRuleIssues({ ...base, ...over }).map((i) => `${i.field}: ${i.message}`)).toEqual(expected);
  });
});

describe('couponStatus: where a coupon stands for staff', () => {
  const base = { paused: false, startsAt: null, expiresAt: null, maxRedemptions: null, redemptions: 0 };
  it.each<[string, Partial<Parameters<typeof couponStatus>[0]>, CouponStatus]>([
    ['plain', {}, 'active'],
    ['paused', { paused: true }, 'paused'],
    ['starts tomorrow', { startsAt: at('2026-06-16T00:00:00Z') }, 'scheduled'],
    ['paused and starts tomorrow', { paused: true, startsAt: at('2026-06-16T00:00:00Z') }, 'paused'],
    ['ended', { expiresAt: NOW }, 'expired'],
    ['ended while paused', { paused: true, expiresAt: at('2026-06-01T00:00:00Z') }, 'expired'],
    ['at its limit', { maxRedemptions: 1, redemptions: 1 }, 'used-up'],
    ['at its limit and paused', { paused: true, maxRedemptions: 1, redemptions: 1 }, 'used-up'],
    ['under its limit', { maxRedemptions: 2, redemptions: 1 }, 'active'],
  ])('%s', (_name, over, expected) => {
    expect(couponStatus({ ...base, ...over }, NOW)).toBe(expected);
  });
});
