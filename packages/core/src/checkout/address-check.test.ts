import { describe, expect, it } from 'vitest';
import type { DomainErrorReason } from '../result';
import { addressCheckOutcome, shouldCheckAddress } from './address-check';

describe('region set: what a 412 from the address check means, read from its typed reason', () => {
  it.each<[string, { reason?: DomainErrorReason; message: string }, string, string, string]>([
    [
      'a ZIP outside the state',
      { reason: 'zip-mismatch', message: '73301 is not used within state CA' },
      'zip-mismatch',
      'zip',
      'Enter a valid ZIP / postal code for CA, US',
    ],
    [
      'a blocked region',
      { reason: 'region-blocked', message: 'Blacklisted' },
      'blacklisted',
      'zip',
      "We're sorry, but we cannot ship items to your region.",
    ],
    [
      'a city not of the ZIP',
      { reason: 'wrong-city', message: 'Please enter the correct city name' },
      'city-mismatch',
      'city',
      'Please enter the correct city name',
    ],
    [
      'the reason decides, whatever the wording',
      { reason: 'zip-mismatch', message: 'ZIP and state disagree' },
      'zip-mismatch',
      'zip',
      'Enter a valid ZIP / postal code for CA, US',
    ],
    [
      'the wording alone decides nothing',
      { message: '73301 is not used within state CA' },
      'rejected',
      'zip',
      '73301 is not used within state CA',
    ],
    ['nor does it for a blocked region', { message: 'Blacklisted' }, 'rejected', 'zip', 'Blacklisted'],
    ['a reason of another failure', { reason: 'cart-changed', message: 'Something else' }, 'rejected', 'zip', 'Something else'],
  ])('%s -> %s', (_case, refusal, kind, field, message) =>
    expect(addressCheckOutcome(refusal, 'CA', 'US')).toEqual({ kind, field, message }),
  );
});

describe('the server check runs for a ZIP of 5 or more characters', () => {
  it.each([
    [{ zip: '7870', state: 'TX', city: 'Austin' }, false],
    [{ zip: '78701', state: 'TX', city: 'Austin' }, true],
    [{ zip: 'K1A 0B1', state: 'ON', city: 'Ottawa' }, true],
    [{ zip: '78701', state: '', city: 'Austin' }, false],
    [{ zip: '78701', state: 'TX', city: ' ' }, false],
  ])('%j -> %s', (input, expected) => expect(shouldCheckAddress(input)).toBe(expected));
});
