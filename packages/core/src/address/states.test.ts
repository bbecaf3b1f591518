import { describe, expect, it } from 'vitest';
import { normalizeState } from './states';

describe('SPEC §5: a state abbreviation is normalised from full name or short code', () => {
  it.each([
    ['CA', 'US', 'CA'],
    ['ca', 'US', 'CA'],
    ['California', 'US', 'CA'],
    ['  new   york ', 'US', 'NY'],
    ['District of Columbia', 'US', 'DC'],
    ['Ontario', 'CA', 'ON'],
    ['qc', 'CA', 'QC'],
    ['Ontario', 'US', null],
    ['Atlantis', 'US', null],
    ['', 'US', null],
  ] as const)('%s in %s -> %s', (input, country, code) => expect(normalizeState(input, country)).toBe(code));
});
