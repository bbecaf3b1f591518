import { describe, expect, it } from 'vitest';
import { DEFAULT_INSTALMENT_COUNT, instalmentCount, instalmentPlan, PROVIDER_DECLINED_MESSAGES } from './redirect-rules';
import { PROVIDER_FLOWS } from './provider-flows';

describe('Splitit numberOfPayments (default 12)', () => {
  it.each([
    [undefined, 12],
    [3, 3],
    [6, 6],
    [12, 12],
    [36, 36],
    [2, 2],
    [1, 12],
    [0, 12],
    [-6, 12],
    [37, 12],
    [1_000_000, 12],
    [6.5, 12],
    [Number.NaN, 12],
  ])('numberOfPayments %s -> %i payments', (requested, count) => {
    expect(instalmentCount(requested)).toBe(count);
  });

  it('defaults to 12 payments', () => {
    expect(DEFAULT_INSTALMENT_COUNT).toBe(12);
  });
});

describe('an instalment plan adds up to the total exactly (integer minor units)', () => {
  it.each([
    [129_900, 12, 10_825, 10_825],
    [129_900, 6, 21_650, 21_650],
    [100_000, 3, 33_334, 33_332],
    [149_900, 12, 12_492, 12_488],
    [1_001, 12, 84, 77],
    [10, 12, 0, 10],
  ])('%i in %i payments: each %i, the last %i', (total, count, each, last) => {
    const plan = instalmentPlan(total, count);
    expect(plan).toEqual({ count, each, last });
    expect(plan.last + plan.each * (plan.count - 1)).toBe(total);
    expect(plan.last).toBeLessThanOrEqual(Math.max(plan.each, total));
  });
});

describe('every redirect provider has its own decline message', () => {
  const redirects = Object.entries(PROVIDER_FLOWS)
    .filter(([provider, flow]) => flow.flow === 'redirect' && provider !== 'truemed')
    .map(([provider]) => provider);

  it.each(redirects)('%s', (provider) => {
    const message = PROVIDER_DECLINED_MESSAGES[provider as keyof typeof PROVIDER_DECLINED_MESSAGES];
    expect(message).toMatch(/declined/);
    // 'insufficient' would open the insufficient-funds notice instead of the error modal.
    expect(message).not.toMatch(/insufficient/i);
  });
});
