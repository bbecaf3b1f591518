import { describe, expect, it } from 'vitest';
import { normalizeState, stateOptions } from './states';

describe('a state abbreviation is normalised from full name or short code', () => {
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

describe("state select: the region's states or provinces, by name", () => {
  it.each([
    ['US', 51, { code: 'AL', name: 'Alabama' }],
    ['CA', 13, { code: 'AB', name: 'Alberta' }],
  ] as const)('%s has %i options, first %j', (country, count, first) => {
    const options = stateOptions(country);
    expect(options).toHaveLength(count);
    expect(options[0]).toEqual(first);
  });
});
