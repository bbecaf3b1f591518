import { describe, expect, it } from 'vitest';
import { formatMoney, money, percentOf, toMajorUnits } from './money';

describe('money is integer minor units', () => {
  it.each([
    [149900, 'USD', '$1,499'],
    [12950, 'USD', '$129.50'],
    [0, 'USD', '$0'],
    [-5000, 'USD', '-$50'],
    [99900, 'CAD', 'CA$999'],
  ] as const)('%i %s formats as %s', (amount, currency, text) => {
    expect(formatMoney({ amount, currency })).toBe(text);
  });

  it('refuses fractional minor units', () => {
    expect(() => money(10.5, 'USD')).toThrow(RangeError);
  });

  it.each([
    [100000, 10, 10000],
    [12345, 15, 1852],
    [999, 33, 330],
  ])('%i at %i%% is %i', (amount, pct, out) => expect(percentOf(amount, pct)).toBe(out));
});

describe('analytics edge: GA4 value and price are major units, converted once from minor units', () => {
  it.each([
    [12950, 129.5],
    [1999, 19.99],
    [149900, 1499],
    [1, 0.01],
    [0, 0],
    [-500, -5],
  ])('%i minor units -> %d', (minor, major) => expect(toMajorUnits(minor)).toBe(major));
});
