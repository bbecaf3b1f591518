import { describe, expect, it } from 'vitest';
import { formatMajorUnits, parseMajorUnits } from './major-units';

describe('prices in major units', () => {
  it.each([
    ['1299', 129900],
    ['1299.5', 129950],
    ['1299.00', 129900],
    ['0.29', 29],
    [' 12.30 ', 1230],
    ['0', 0],
    ['99999999.99', 9999999999],
  ])('%j is %i minor units', (text, cents) => {
    expect(parseMajorUnits(text)).toEqual({ ok: true, value: cents });
  });

  it.each(['-5', '1,299.00', '$12', '1e3', '12.345', '', 'abc', '123456789.00', '01.00', '12.', '.5', '١٢'])(
    '%j is refused',
    (text) => {
      const parsed = parseMajorUnits(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.message).toContain('is not a price');
    },
  );

  it.each([
    [129950, '1299.50'],
    [5, '0.05'],
    [0, '0.00'],
    [100000, '1000.00'],
  ])('%i minor units is written %s', (cents, text) => {
    expect(formatMajorUnits(cents)).toBe(text);
    expect(parseMajorUnits(text)).toEqual({ ok: true, value: cents });
  });
});
