import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BRANDS } from '../brands';
import type { Currency } from '../money';
import {
  SANDBOX_FINANCING_TERMS,
  affirmMessage,
  financingEligible,
  financingMessages,
  monthlyPayment,
  splititMessage,
} from './financing';

const US = BRANDS.nestwood.paymentProviders;
const CA = BRANDS['nestwood-ca'].paymentProviders;
const usd = (amount: number) => ({ amount, currency: 'USD' as Currency });

describe('financing terms are sandbox terms with their source stated', () => {
  it.each(Object.values(SANDBOX_FINANCING_TERMS))('$provider: marked sandbox, source named, limits ordered', (terms) => {
    expect(terms.sandbox).toBe(true);
    expect(terms.source.length).toBeGreaterThan(40);
    expect(terms.minAmount).toBeLessThan(terms.maxAmount);
    expect(Number.isInteger(terms.minAmount) && Number.isInteger(terms.maxAmount)).toBe(true);
  });

  it('default instalment count 12: Splitit quotes 12 payments', () => {
    expect(SANDBOX_FINANCING_TERMS.splitIt.months).toBe(12);
  });
});

describe('splititMessage: "or 12 payments of $X with Splitit"', () => {
  it.each([
    ['a whole-dollar instalment drops the cents', usd(120_000), 'or 12 payments of $100 with Splitit'],
    [
      'an uneven total rounds the instalment UP (149900 / 12 = 12491.67 -> 12492)',
      usd(149_900),
      'or 12 payments of $124.92 with Splitit',
    ],
    ['the minimum ($500) is eligible', usd(50_000), 'or 12 payments of $41.67 with Splitit'],
    ['the maximum ($20,000) is eligible', usd(2_000_000), 'or 12 payments of $1,666.67 with Splitit'],
    ['below the minimum: none', usd(49_999), null],
    ['above the maximum: none', usd(2_000_001), null],
    ['a zero total: none', usd(0), null],
  ])('%s', (_rule, total, text) => {
    expect(splititMessage(total, US)).toBe(text);
  });

  it('a brand that does not enable splitIt (nestwood-ca) gets none', () => {
    expect(splititMessage({ amount: 149_900, currency: 'CAD' }, CA)).toBeNull();
  });

  it('a discontinued brand (hushly: no providers) gets none', () => {
    expect(splititMessage(usd(149_900), BRANDS.hushly.paymentProviders)).toBeNull();
  });
});

describe('affirmMessage: "as low as $X/mo with Affirm" (best APR over the longest term)', () => {
  it.each([
    ['0% APR over 36 months, rounded up (149900 / 36 = 4163.89 -> 4164)', usd(149_900), 'as low as $41.64/mo with Affirm'],
    ['a whole-dollar payment drops the cents', usd(36_000), 'as low as $10/mo with Affirm'],
    ['the minimum ($50) is eligible', usd(5_000), 'as low as $1.39/mo with Affirm'],
    ['below the minimum: none', usd(4_999), null],
    ['above the maximum ($30,000): none', usd(3_000_001), null],
  ])('%s', (_rule, total, text) => {
    expect(affirmMessage(total, US)).toBe(text);
  });

  it('a Canadian brand with affirm quotes in CAD (formatMoney: CA$)', () => {
    expect(affirmMessage({ amount: 149_900, currency: 'CAD' }, CA)).toBe('as low as CA$41.64/mo with Affirm');
  });
});

describe('financingMessages: what a brand shows for a total', () => {
  it.each([
    ['nestwood, $1,499: Splitit then Affirm', US, usd(149_900), ['splitIt', 'affirm']],
    ['nestwood, $150 (below Splitit’s minimum): Affirm only', US, usd(15_000), ['affirm']],
    ['nestwood-ca, CA$1,499 (affirm, no splitIt): Affirm only', CA, { amount: 149_900, currency: 'CAD' as Currency }, ['affirm']],
    ['hushly (no providers): none', BRANDS.hushly.paymentProviders, usd(149_900), []],
  ])('%s', (_rule, enabled, total, providers) => {
    expect(financingMessages(total, enabled).map((m) => m.provider)).toEqual(providers);
  });

  it('eligibility reads the brand registry, never the brand name', () => {
    expect(financingEligible('splitIt', usd(149_900), ['affirm'])).toBe(false);
    expect(financingEligible('affirm', usd(149_900), ['affirm'])).toBe(true);
  });
});

describe('monthlyPayment rounding: the shopper never pays less than the total over the instalments', () => {
  it('interest-free: the instalments sum to at least the total and exceed it by less than one minor unit per payment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 60 }), (total, months) => {
        const sum = monthlyPayment(total, months, 0) * months;
        expect(sum).toBeGreaterThanOrEqual(total);
        expect(sum - total).toBeLessThan(months);
      }),
    );
  });

  it.each([
    ['$1,000 at 10% APR over 12 months is $87.92 (amortised, rounded up)', 100_000, 12, 1000, 8792],
    ['$1,000 at 0% over 12 months is $83.34', 100_000, 12, 0, 8334],
  ])('%s', (_rule, total, months, apr, payment) => {
    expect(monthlyPayment(total, months, apr)).toBe(payment);
  });

  it('with interest the instalments cover the total and the interest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 3_600 }), (total, apr) => {
        expect(monthlyPayment(total, 36, apr) * 36).toBeGreaterThan(total);
      }),
    );
  });
});
