import { describe, expect, it } from 'vitest';
import { normalizeZip } from './zip';

describe('SPEC §5 zip format: US 5 digits with optional -4, Canada A1A 1A1 with optional space', () => {
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
