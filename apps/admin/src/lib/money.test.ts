import { describe, expect, it } from 'vitest';
import { formatMinor, minorToDecimal, parseMoneyInput } from './money';

describe('formatMinor: minor units in the order currency', () => {
  it.each([
    [149900, 'USD', '$1,499.00'],
    [12950, 'USD', '$129.50'],
    [5, 'USD', '$0.05'],
    [0, 'USD', '$0.00'],
    [-2500, 'USD', '-$25.00'],
    [149900, 'CAD', 'CA$1,499.00'],
    [100000001, 'USD', '$1,000,000.01'],
  ])('%i %s is %s', (amount, currency, expected) => {
    expect(formatMinor(amount, currency)).toBe(expected);
  });

  it('refuses an amount that is not whole minor units', () => {
    expect(() => formatMinor(12.5, 'USD')).toThrow(RangeError);
  });
});

describe('minorToDecimal', () => {
  it.each([
    [149905, 2, '1499.05'],
    [7, 2, '0.07'],
    [-7, 2, '-0.07'],
    [1200, 0, '1200'],
  ])('%i with %i digits is %s', (amount, digits, expected) => {
    expect(minorToDecimal(amount, digits)).toBe(expected);
  });
});

describe('parseMoneyInput: what staff type, as minor units', () => {
  it.each([
    ['129.5', 12950],
    ['129.50', 12950],
    ['40', 4000],
    ['$40', 4000],
    ['CA$40.01', 4001],
    ['1,299.00', 129900],
    [' 0.01 ', 1],
    ['12.', 1200],
  ])('%j is %i', (text, expected) => {
    expect(parseMoneyInput(text, 'USD')).toBe(expected);
  });

  it.each(['', '0', '0.00', '-5', '12.345', 'abc', '1e3', '12,34', '1.2.3'])('%j is not an amount', (text) => {
    expect(parseMoneyInput(text, 'USD')).toBeNull();
  });
});
