import { describe, expect, it } from 'vitest';
import { fromDecimalAmount, toDecimalAmount } from './decimal-amount';

describe('live mode: gateway decimal amounts are exact conversions of minor units', () => {
  it.each([
    [1999, 'USD', '19.99'],
    [1999, 'CAD', '19.99'],
    [5, 'USD', '0.05'],
    [0, 'USD', '0.00'],
    [100, 'CAD', '1.00'],
    [149900, 'USD', '1499.00'],
    [129_999_99, 'USD', '129999.99'],
    [500, 'JPY', '500'],
  ] as const)('%i %s is "%s" and back', (minor, currency, decimal) => {
    expect(toDecimalAmount(minor, currency)).toBe(decimal);
    expect(fromDecimalAmount(decimal, currency)).toBe(minor);
  });

  it('round-trips every amount up to $100 without a float error', () => {
    for (let minor = 0; minor <= 10_000; minor += 1) expect(fromDecimalAmount(toDecimalAmount(minor, 'USD'), 'USD')).toBe(minor);
  });

  it.each([['19.999'], ['1e3'], ['-1.00'], [''], ['abc'], ['1,000.00']])('refuses "%s" as an exact amount', (text) => {
    expect(fromDecimalAmount(text, 'USD')).toBeNull();
  });

  it('reads trailing zeros and whole amounts', () => {
    expect(fromDecimalAmount('19.990', 'USD')).toBe(1999);
    expect(fromDecimalAmount('20', 'CAD')).toBe(2000);
  });

  it('refuses fractional or negative minor units and unknown currencies', () => {
    expect(() => toDecimalAmount(10.5, 'USD')).toThrow(RangeError);
    expect(() => toDecimalAmount(-1, 'USD')).toThrow(RangeError);
    expect(() => toDecimalAmount(100, 'XYZ')).toThrow(RangeError);
    expect(fromDecimalAmount('1.00', 'XYZ')).toBeNull();
  });
});
