import { describe, expect, it } from 'vitest';
import { BLOCKED_REGION_SERVER_TEXT, isBlockedRegion } from './blocked-regions';
import { cityMatches, normalizeCityName } from './city-match';
import { checkRegion } from './region-check';

describe('region set: blocked regions (territories, military post) are Blacklisted', () => {
  it.each([
    ['US', 'PR', '', true],
    ['US', 'gu', '', true],
    ['US', 'VI', '', true],
    ['US', 'AS', '', true],
    ['US', 'MP', '', true],
    ['US', 'UM', '', true],
    ['US', 'AA', '', true],
    ['US', 'AE', '', true],
    ['US', 'AP', '', true],
    ['US', 'NY', 'APO', true],
    ['US', 'NY', 'f.p.o.', true],
    ['US', 'NY', 'DPO', true],
    ['US', 'AK', 'Anchorage', false],
    ['US', 'HI', 'Honolulu', false],
    ['US', 'NY', 'Apopka', false],
    ['CA', 'NU', 'Iqaluit', false],
  ] as const)('%s %s %s -> %s', (country, state, city, blocked) => expect(isBlockedRegion(country, state, city)).toBe(blocked));
  it("the server text contains 'Blacklisted'", () => expect(BLOCKED_REGION_SERVER_TEXT).toContain('Blacklisted'));
});

describe("'Please enter the correct city name': cities compare normalised", () => {
  it.each([
    ['New York', 'new york', true],
    ['St. Louis', 'Saint Louis', true],
    ['Ste-Foy', 'Sainte Foy', true],
    ['Ft Lauderdale', 'Fort Lauderdale', true],
    ['Mt. Vernon', 'Mount Vernon', true],
    ['Montréal', 'Montreal', true],
    ["Coeur d'Alene", 'Coeur D Alene', true],
    ['Winston-Salem', 'Winston Salem', true],
    ['Stamford', 'Saint Amford', false],
    ['Buffalo', 'New York', false],
    ['', 'New York', false],
  ])('%s vs %s -> %s', (given, data, same) => expect(cityMatches(given, [data])).toBe(same));
  it('drops accents, case, punctuation and spaces', () =>
    expect(normalizeCityName(' Sault Ste. Marie ')).toBe('saultsaintemarie'));
});

describe('address and region check order: blocked, then ZIP in state, then city', () => {
  const ny = { states: ['NY'], cities: ['New York', 'Manhattan'] };
  it.each([
    [
      'a good address',
      { state: 'NY', zip: '10001', city: 'manhattan' },
      ny,
      { ok: true, value: { state: 'NY', city: 'Manhattan' } },
    ],
    ['no city given', { state: 'NY', zip: '10001', city: null }, ny, { ok: true, value: { state: 'NY', city: null } }],
    ['mismatch', { state: 'NJ', zip: '10001', city: 'New York' }, ny, 'zip-mismatch'],
    ['unknown ZIP', { state: 'NY', zip: '00000', city: 'New York' }, null, 'zip-mismatch'],
    [
      'territory ZIP',
      { state: 'NY', zip: '00901', city: 'San Juan' },
      { states: ['PR'], cities: ['San Juan'] },
      'region-blocked',
    ],
    ['military city', { state: 'NY', zip: '10001', city: 'APO' }, ny, 'region-blocked'],
    ['wrong city', { state: 'NY', zip: '10001', city: 'Albany' }, ny, 'wrong-city'],
  ] as const)('%s', (_label, input, facts, expected) => {
    const result = checkRegion({ country: 'US', ...input }, facts);
    if (typeof expected === 'string') expect(!result.ok && result.error.reason).toBe(expected);
    else expect(result).toEqual(expected);
  });
  it("a mismatch reads '<zip> is not used within state <ST>'", () => {
    const result = checkRegion({ country: 'US', state: 'NJ', zip: '10001', city: null }, ny);
    expect(!result.ok && result.error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: '10001 is not used within state NJ',
    });
  });
  it('a Canadian FSA names no cities: the city is not checked', () =>
    expect(checkRegion({ country: 'CA', state: 'ON', zip: 'K1A 0B1', city: 'Ottawa' }, { states: ['ON'], cities: [] })).toEqual({
      ok: true,
      value: { state: 'ON', city: 'Ottawa' },
    }));
});
