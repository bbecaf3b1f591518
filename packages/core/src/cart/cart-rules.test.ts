import { describe, expect, it } from 'vitest';
import { base62FromBytes, isCartId } from './cart-id';
import { normalizeCouponCode } from './coupon-code';
import { checkCoupon, UNRECOGNISED_SHOPPER, type CouponRule } from './coupon-rule';

describe('a cart id from the URL must be exactly 24 characters and not the text undefined', () => {
  it.each([
    ['aB3dE5gH7jK9mN1pQ3sT5vW7', true],
    ['aB3dE5gH7jK9mN1pQ3sT5vW', false],
    ['aB3dE5gH7jK9mN1pQ3sT5vW78', false],
    ['undefined', false],
    ['aB3dE5gH7jK9mN1pQ3sT5v-_', false],
    [undefined, false],
  ])('%s -> %s', (id, valid) => expect(isCartId(id)).toBe(valid));

  it('base62 from bytes skips biased bytes and fills the length', () => {
    const bytes = Uint8Array.from([255, 0, 61, 62, 247, 248, ...Array.from({ length: 30 }, (_, i) => i)]);
    const id = base62FromBytes(bytes, 24);
    expect(id).toHaveLength(24);
    expect(id?.slice(0, 4)).toBe('0z0z');
    expect(base62FromBytes(Uint8Array.from([250, 251]), 24)).toBeNull();
  });
});

describe("a coupon is 3 to 20 characters, else 'Invalid Coupon Code'; empty is rejected", () => {
  it.each([
    ['save10', 'SAVE10'],
    ['  TAKE200 ', 'TAKE200'],
    ['ABC', 'ABC'],
    ['A'.repeat(20), 'A'.repeat(20)],
  ])('%s -> %s', (input, code) => expect(normalizeCouponCode(input)).toEqual({ ok: true, value: code }));

  it.each([[''], ['AB'], ['A'.repeat(21)], ['   '], ['SAVE 10'], [42], [null]])('%o is invalid', (input) => {
    expect(normalizeCouponCode(input)).toEqual({ ok: false, error: { code: 'INVALID_COUPON', message: 'Invalid Coupon Code' } });
  });
});

describe('expired, used-up and returning-customer coupons', () => {
  const base: CouponRule = {
    code: 'X',
    kind: 'fixed',
    value: 1,
    minSubtotal: 0,
    appliesTo: [],
    expiresAt: null,
    maxRedemptions: null,
    redemptions: 0,
    maxDiscount: null,
    maxUnits: null,
  };
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['open', base, { ok: true }],
    ['expired', { ...base, expiresAt: new Date('2026-01-01T00:00:00Z') }, { ok: false, reason: 'expired' }],
    ['future expiry', { ...base, expiresAt: new Date('2027-01-01T00:00:00Z') }, { ok: true }],
    ['usable once, unused', { ...base, maxRedemptions: 1 }, { ok: true }],
    ['usable once, used', { ...base, maxRedemptions: 1, redemptions: 1 }, { ok: false, reason: 'exhausted' }],
    [
      'returning-customer coupon, shopper not recognised',
      { ...base, returningCustomerOnly: true },
      { ok: false, reason: 'returning-customer' },
    ],
    ['coupon for anyone, shopper not recognised', { ...base, returningCustomerOnly: false }, { ok: true }],
  ])('%s', (_l, rule, result) => expect(checkCoupon(rule, now, UNRECOGNISED_SHOPPER)).toEqual(result));

  it.each([
    ['recognised returning customer', true, { ok: true }],
    ['anyone else', false, { ok: false, reason: 'returning-customer' }],
  ])('a returning-customer coupon applies only to a recognised returning customer: %s', (_l, returningCustomer, result) => {
    expect(checkCoupon({ ...base, returningCustomerOnly: true }, now, { returningCustomer })).toEqual(result);
  });
  it('an expired returning-customer coupon says expired (the expired marker wins)', () => {
    const rule = { ...base, returningCustomerOnly: true, expiresAt: new Date('2026-01-01T00:00:00Z') };
    expect(checkCoupon(rule, now, UNRECOGNISED_SHOPPER)).toEqual({ ok: false, reason: 'expired' });
  });
});
