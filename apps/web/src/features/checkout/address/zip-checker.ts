import { normalizeState } from '@store/core/address/states';
import { normalizeZip } from '@store/core/address/zip';
import { shouldCheckAddress, type AddressCheckOutcome } from '@store/core/checkout/address-check';
import { cityError, stateError, zipError, type AddressRegion } from '@store/core/checkout/address-rules';
import { throttleAsync, VALIDATION_THROTTLE_MS } from '@store/core/checkout/throttle';
import { checkAddress, type AddressCheckInput } from '../../../lib/api/addresses';

/** The form fields the address check reads (street = line 1). */
export interface ZipCheckFields {
  zip: string;
  state: string;
  city: string;
  line1: string;
}

// A shopper going back and forth between a few addresses is answered from memory; more than this is not worth keeping.
const REMEMBERED_ANSWERS = 20;

const keyOf = (input: AddressCheckInput) => [input.state, input.zip, input.city.toLowerCase()].join('|');

/**
 * ZIP/city check for one form: only when the ZIP has 5 or more characters and the ZIP, state and city pass
 * their own rules (else null: the field's own message shows); throttled to 250 ms; an answered address is remembered.
 * Inside a throttle window the latest address wins, so a caller keeps only the answer to the address it still shows.
 */
export function createZipChecker(
  region: AddressRegion,
  check: (input: AddressCheckInput) => Promise<AddressCheckOutcome> = checkAddress,
  waitMs: number = VALIDATION_THROTTLE_MS,
) {
  const answers = new Map<string, AddressCheckOutcome>();
  const throttled = throttleAsync(async (input: AddressCheckInput) => {
    const outcome = await check(input);
    answers.set(keyOf(input), outcome);
    if (answers.size > REMEMBERED_ANSWERS) answers.delete(answers.keys().next().value ?? '');
    return outcome;
  }, waitMs);

  return (fields: ZipCheckFields): Promise<AddressCheckOutcome | null> => {
    const ruled = zipError(fields.zip, region) ?? stateError(fields.state, region) ?? cityError(fields.city);
    if (ruled !== null || !shouldCheckAddress(fields)) return Promise.resolve(null);
    const input: AddressCheckInput = {
      country: region,
      state: normalizeState(fields.state, region) ?? fields.state,
      zip: normalizeZip(fields.zip, region) ?? fields.zip,
      city: fields.city.trim(),
      street: fields.line1.trim(),
    };
    const known = answers.get(keyOf(input));
    return known ? Promise.resolve(known) : throttled(input);
  };
}
