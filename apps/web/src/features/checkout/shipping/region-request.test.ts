import { describe, expect, it } from 'vitest';
import type { DomainErrorReason } from '@store/core/result';
import { ApiError } from '../../../lib/api/errors';
import { regionFlags, regionOutcome, regionRequest, type RegionFlags } from './region-request';

const refusal = (message: string, reason?: DomainErrorReason) => new ApiError(412, 'PRECONDITION_FAILED', message, reason);

const shipping = { state: 'ca', zip: '94105', city: ' San Francisco ', line1: '1 Main St', line2: '' };

describe('regionRequest (Region set)', () => {
  it('builds the region object, billing = shipping unless different billing', () => {
    expect(regionRequest('US', shipping, null, false)).toEqual({
      country: 'US',
      state: 'CA',
      zip: '94105',
      city: 'San Francisco',
      line1: '1 Main St',
      line2: '',
      billingCountry: 'US',
      billingState: 'CA',
    });
    expect(regionRequest('US', shipping, { state: 'NY' }, true)?.billingState).toBe('NY');
  });

  it.each([
    ['state', { ...shipping, state: '' }, null, false],
    ['ZIP', { ...shipping, zip: ' ' }, null, false],
    ['city', { ...shipping, city: '' }, null, false],
    ['billing state (different billing)', shipping, { state: '' }, true],
    ['billing state (no billing yet)', shipping, null, true],
    ['a ZIP that fails its own rule', { ...shipping, zip: '941' }, null, false],
  ])('is not sent while the %s is empty or invalid', (_name, ship, billing, different) => {
    expect(regionRequest('US', ship, billing, different)).toBeNull();
  });

  it('takes a Canadian postal code and province on a Canadian store', () => {
    expect(regionRequest('CA', { ...shipping, state: 'ON', zip: 'm5v3l9', city: 'Toronto' }, null, false)).toMatchObject({
      country: 'CA',
      state: 'ON',
      zip: 'M5V 3L9',
      billingCountry: 'CA',
    });
  });
});

describe('regionOutcome / regionFlags (region 412s)', () => {
  const input = regionRequest('US', shipping, null, false)!;
  it.each<[string, ApiError, string, RegionFlags]>([
    [
      'a ZIP outside the state',
      refusal('10001 is not used within state CA', 'zip-mismatch'),
      'Enter a valid ZIP / postal code for CA, US',
      { isZipMismatched: true, isRegionBlacklisted: false },
    ],
    [
      'a blocked region',
      refusal('Blacklisted region: PR', 'region-blocked'),
      "We're sorry, but we cannot ship items to your region.",
      { isZipMismatched: false, isRegionBlacklisted: true },
    ],
    [
      'the wording without the reason',
      refusal('Blacklisted region: PR'),
      'Blacklisted region: PR',
      { isZipMismatched: false, isRegionBlacklisted: false },
    ],
    [
      'another refusal',
      refusal('Some other refusal'),
      'Some other refusal',
      { isZipMismatched: false, isRegionBlacklisted: false },
    ],
  ])('%s -> %s', (_case, error, message, flags) => {
    const outcome = regionOutcome(error, input, 'US');
    expect(outcome.kind === 'valid' ? null : outcome.message).toBe(message);
    expect(regionFlags(outcome)).toEqual(flags);
  });
  it('no answer clears both flags', () =>
    expect(regionFlags(null)).toEqual({ isZipMismatched: false, isRegionBlacklisted: false }));
});
