import { describe, expect, it } from 'vitest';
import { addressCheckOutcome, shouldCheckAddress } from './address-check';

describe('SPEC §4 region set / §8: what a 412 from the address check means', () => {
  it.each([
    ['73301 is not used within state CA', 'zip-mismatch', 'zip', 'Enter a valid ZIP / postal code for CA, US'],
    ['Blacklisted', 'blacklisted', 'zip', "We're sorry, but we cannot ship items to your region."],
    ['Please enter the correct city name', 'city-mismatch', 'city', 'Please enter the correct city name'],
    ['Something else', 'rejected', 'zip', 'Something else'],
  ])('%j -> %s on %s: %j', (text, kind, field, message) =>
    expect(addressCheckOutcome(text, 'CA', 'US')).toEqual({ kind, field, message }),
  );
});

describe('SPEC §5: the server check runs for a ZIP of 5 or more characters', () => {
  it.each([
    [{ zip: '7870', state: 'TX', city: 'Austin' }, false],
    [{ zip: '78701', state: 'TX', city: 'Austin' }, true],
    [{ zip: 'K1A 0B1', state: 'ON', city: 'Ottawa' }, true],
    [{ zip: '78701', state: '', city: 'Austin' }, false],
    [{ zip: '78701', state: 'TX', city: ' ' }, false],
  ])('%j -> %s', (input, expected) => expect(shouldCheckAddress(input)).toBe(expected));
});
