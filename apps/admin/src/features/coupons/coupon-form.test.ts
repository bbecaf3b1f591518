import { describe, expect, it } from 'vitest';
import { couponRulesSchema } from '@store/core/coupons/coupon-wire';
import { EMPTY_COUPON, rulesOf, toFormValues, type CouponFormValues } from './coupon-form';

const form = (over: Partial<CouponFormValues>): CouponFormValues => ({ ...EMPTY_COUPON, code: 'spring15', value: '15', ...over });

describe('rulesOf: typed values as the catalogue file coupon', () => {
  it.each<[string, Partial<CouponFormValues>, Record<string, unknown>]>([
    ['a percent, code upper-cased', {}, { code: 'SPRING15', kind: 'percent', value: 15, minSubtotal: 0, maxRedemptions: null }],
    ['a fixed amount in dollars', { kind: 'fixed', value: '50' }, { kind: 'fixed', value: 5000 }],
    ['a minimum and a cap', { minSubtotal: '1,000.00', maxDiscount: '300' }, { minSubtotal: 100000, maxDiscount: 30000 }],
    [
      'limits',
      { maxRedemptions: '100', maxPerShopper: '1', maxUnits: '2' },
      { maxRedemptions: 100, maxPerShopper: 1, maxUnits: 2 },
    ],
  ])('%s', (_name, over, expected) => {
    const { rules, errors } = rulesOf(form(over), 'USD');
    expect(errors).toEqual({});
    expect(rules).toMatchObject(expected);
    expect(couponRulesSchema.safeParse(rules).success).toBe(true);
  });

  it.each<[string, Partial<CouponFormValues>, string]>([
    ['a percent in words', { value: 'ten' }, 'value'],
    ['an amount with three decimals', { kind: 'fixed', value: '5.001' }, 'value'],
    ['a limit that is not a whole number', { maxPerShopper: '1.5' }, 'maxPerShopper'],
  ])('reports %s on its field', (_name, over, field) => {
    expect(Object.keys(rulesOf(form(over), 'USD').errors)).toEqual([field]);
  });

  it('the core schema refuses a percent over 100 and an end before the start', () => {
    const { rules } = rulesOf(form({ value: '150', startsAt: '2030-02-01T00:00', expiresAt: '2030-01-01T00:00' }), 'USD');
    const parsed = couponRulesSchema.safeParse(rules);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`)).toEqual([
      'value: a percent coupon takes 1 to 100',
      'expiresAt: the end must be after the start',
    ]);
  });

  it('toFormValues and rulesOf give back the same coupon', () => {
    const rules = rulesOf(
      form({ kind: 'fixed', value: '12.34', expiresAt: '2030-01-01T10:30', products: ['pillow'] }),
      'USD',
    ).rules;
    const parsed = couponRulesSchema.parse(rules);
    expect(rulesOf(toFormValues(parsed, 'USD'), 'USD').rules).toEqual(rules);
  });
});
