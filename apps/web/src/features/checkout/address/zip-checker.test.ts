import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressCheckOutcome } from '@store/core/checkout/address-check';
import type { AddressCheckInput } from '../../../lib/api/addresses';
import { createZipChecker } from './zip-checker';
import { fieldMessages } from './use-zip-check';
import { editableDefaults } from './editable-defaults';

const austin = { zip: '78701', state: 'texas', city: ' Austin ', line1: '12 Main St' };
const VALID: AddressCheckOutcome = { kind: 'valid' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function recordingCheck(outcome: AddressCheckOutcome = VALID) {
  const sent: AddressCheckInput[] = [];
  const check = (input: AddressCheckInput) => {
    sent.push(input);
    return Promise.resolve(outcome);
  };
  return { sent, check };
}

describe('createZipChecker (server ZIP check)', () => {
  it.each([
    ['a ZIP under 5 characters', { ...austin, zip: '7870' }],
    ['a ZIP below 500', { ...austin, zip: '00499' }],
    ['no state', { ...austin, state: '' }],
    ['a city that fails its own rule', { ...austin, city: 'APO' }],
  ])('does not call the API for %s', async (_case, fields) => {
    const { sent, check } = recordingCheck();
    await expect(createZipChecker('US', check)(fields)).resolves.toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends the normalised address (state code, ZIP, trimmed city, street = line 1)', async () => {
    const { sent, check } = recordingCheck();
    await expect(createZipChecker('US', check)(austin)).resolves.toEqual(VALID);
    expect(sent).toEqual([{ country: 'US', state: 'TX', zip: '78701', city: 'Austin', street: '12 Main St' }]);
  });

  it('sends a Canadian postal code in its canonical form', async () => {
    const { sent, check } = recordingCheck();
    await createZipChecker('CA', check)({ zip: 'k1a0b1', state: 'Ontario', city: 'Ottawa', line1: '1 Wellington' });
    expect(sent[0]).toMatchObject({ country: 'CA', state: 'ON', zip: 'K1A 0B1' });
  });

  it('checks are throttled to 250 ms; an answered address is not asked again', async () => {
    const { sent, check } = recordingCheck();
    const checker = createZipChecker('US', check);
    await checker(austin);
    const next = checker({ ...austin, zip: '78702' });
    const latest = checker({ ...austin, zip: '78703' });
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(250);
    await Promise.all([next, latest]);
    expect(sent.map((input) => input.zip)).toEqual(['78701', '78703']);
    await vi.advanceTimersByTimeAsync(1000);
    await checker(austin);
    expect(sent).toHaveLength(2);
  });
});

describe('fieldMessages: the check outcome as per-field errors', () => {
  it.each([
    [null, { zip: null, city: null }],
    [VALID, { zip: null, city: null }],
    [
      { kind: 'city-mismatch', field: 'city', message: 'Please enter the correct city name' },
      { zip: null, city: 'Please enter the correct city name' },
    ],
    [
      { kind: 'zip-mismatch', field: 'zip', message: 'Enter a valid ZIP / postal code for TX, US' },
      { zip: 'Enter a valid ZIP / postal code for TX, US', city: null },
    ],
  ] as const)('%j -> %j', (outcome, expected) => expect(fieldMessages(outcome)).toEqual(expected));
});

describe('editableDefaults: a stored address as the form shows it', () => {
  it.each([
    ['US', 'Texas', '5551234567', 'TX', '(555) 123-4567'],
    ['US', 'Ontario', '', '', ''],
    ['CA', 'on', '514 555 0199', 'ON', '(514) 555-0199'],
  ] as const)('%s: state %j, phone %j -> %j, %j', (region, state, phone, expectedState, expectedPhone) =>
    expect(editableDefaults(region, { state, phone })).toEqual({ state: expectedState, phone: expectedPhone }),
  );
});
