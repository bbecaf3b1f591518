import './zod-jitless';
import { z } from 'zod';
import { addressCheckOutcome, type AddressCheckOutcome } from '@store/core/checkout/address-check';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import { browserRequest } from './browser-request';
import { ApiError } from './errors';

/** Address validation body: country, state, zip, city, street. */
export interface AddressCheckInput {
  country: AddressRegion;
  state: string;
  zip: string;
  city: string;
  street: string;
}

const validResult = z.object({ valid: z.literal(true) });
const VALID: AddressCheckOutcome = { kind: 'valid' };

/**
 * POST /addresses/validate: 200 means the ZIP, state and city agree; a 412 carries what is wrong (its
 * typed reason read by core's addressCheckOutcome). A network failure in a zip check fails validation silently, so an
 * unreachable, slow or broken check counts as valid (the order's own re-check still applies); only a cancelled
 * call (ABORTED) is rethrown, for the caller to ignore.
 */
export async function checkAddress(input: AddressCheckInput, signal?: AbortSignal): Promise<AddressCheckOutcome> {
  try {
    await browserRequest('POST', '/addresses/validate', validResult, input, signal);
    return VALID;
  } catch (error) {
    if (!(error instanceof ApiError) || error.code === 'ABORTED') throw error;
    if (error.status === 412) return addressCheckOutcome(error, input.state, input.country);
    return VALID;
  }
}
