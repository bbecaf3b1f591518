import { describe, expect, it } from 'vitest';
import { isBelowMinimumZip, isGbPostcode, normalizeZip, zipHelperError } from './zip';

describe('zip format: US 5 digits with optional -4, Canada A1A 1A1 with optional space', () => {
  it.each([
    ['US', '73301', '73301'],
    ['US', ' 73301-1234 ', '73301-1234'],
    ['US', '7330', null],
    ['US', '733011', null],
    ['US', '73301-12', null],
    ['US', 'ABCDE', null],
    ['US', 'K1A 0B1', null],
    ['US', '', null],
    ['CA', 'K1A 0B1', 'K1A 0B1'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['CA', 'M5V  3L9', null],
    ['CA', 'D1A 0B1', null],
    ['CA', '73301', null],
    ['CA', '', null],
  ] as const)('%s zip %j normalises to %j', (country, input, expected) => {
    expect(normalizeZip(input, country)).toBe(expected);
  });
});

describe('zip helpers: GB pattern, below-500 rule outside Canada, empty valid when not required, message Invalid', () => {
  it.each([
    ['SW1A 1AA', true],
    ['sw1a1aa', true],
    ['M1 1AE', true],
    ['B33 8TH', true],
    ['CR2 6XH', true],
    ['DN55 1PT', true],
    ['GIR 0AA', true],
    ['12345', false],
    ['SW1A 1CI', false],
  ])('isGbPostcode(%j) -> %s', (input, expected) => expect(isGbPostcode(input)).toBe(expected));

  it.each([
    ['00499', true],
    ['499', true],
    ['00500', false],
    ['90210', false],
  ])('isBelowMinimumZip(%j) -> %s', (input, expected) => expect(isBelowMinimumZip(input)).toBe(expected));

  it.each([
    ['', 'US', false, null],
    ['', 'US', true, 'Invalid'],
    ['00400', 'US', true, 'Invalid'],
    ['00400', 'US', false, null],
    ['90210', 'US', true, null],
    ['K1A 0B1', 'CA', true, null],
    ['SW1A 1AA', 'GB', true, null],
    ['90210', 'GB', true, 'Invalid'],
  ] as const)('zipHelperError(%j, %s, required %s) -> %j', (input, country, required, expected) =>
    expect(zipHelperError(input, { country, required })).toBe(expected),
  );
});
