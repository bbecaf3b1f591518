import { describe, expect, it } from 'vitest';
import { distanceUnitFor, greatCircleDistance, roundDistance, sortByDistance } from './distance';

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const TORONTO = { latitude: 43.6532, longitude: -79.3832 };
const MONTREAL = { latitude: 45.5017, longitude: -73.5673 };

describe('store locator: great-circle (haversine) distance', () => {
  it.each([
    ['New York to Los Angeles', NEW_YORK, LOS_ANGELES, 'mi', 2445.6],
    ['New York to Los Angeles', NEW_YORK, LOS_ANGELES, 'km', 3935.8],
    ['New York to London', NEW_YORK, LONDON, 'km', 5570.2],
    ['Toronto to Montreal', TORONTO, MONTREAL, 'km', 504.3],
    ['a point to itself', TORONTO, TORONTO, 'km', 0],
    ['one degree of latitude', { latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }, 'km', 111.2],
    ['antipodes: half the circumference', { latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 }, 'km', 20015.1],
  ] as const)('%s is %s %s', (_label, a, b, unit, expected) => {
    expect(roundDistance(greatCircleDistance(a, b, unit))).toBe(expected);
  });

  it('is symmetric', () => {
    expect(greatCircleDistance(NEW_YORK, LONDON, 'mi')).toBeCloseTo(greatCircleDistance(LONDON, NEW_YORK, 'mi'), 9);
  });

  it.each([
    ['US', 'mi'],
    ['CA', 'km'],
  ] as const)('a %s brand reads distances in %s', (region, unit) => expect(distanceUnitFor(region)).toBe(unit));

  it.each([
    [12.345, 12.3],
    [12.35, 12.4],
    [0.04, 0],
  ])('rounds %s to one decimal: %s', (value, expected) => expect(roundDistance(value)).toBe(expected));
});

describe('store locator: nearest first', () => {
  it('sorts by distance from the origin and keeps input order on ties', () => {
    const places = [
      { id: 'la', ...LOS_ANGELES },
      { id: 'toronto', ...TORONTO },
      { id: 'montreal', ...MONTREAL },
      { id: 'toronto-2', ...TORONTO },
    ];
    const sorted = sortByDistance(NEW_YORK, places, 'mi');
    expect(sorted.map((p) => p.id)).toEqual(['montreal', 'toronto', 'toronto-2', 'la']);
    expect(sorted[0]?.distance).toBe(331.6);
  });
});
