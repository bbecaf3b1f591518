import { CITY_MISMATCH_MESSAGE, type AddressRegion } from './address-rules';

/** SPEC §5: the server's ZIP/city check runs only once the ZIP has 5 or more characters. */
export const SERVER_ZIP_CHECK_MIN_LENGTH = 5;

/** SPEC §8 wording for the address check's 412 answers. */
export const BLACKLISTED_REGION_MESSAGE = "We're sorry, but we cannot ship items to your region.";
export const zipMismatchMessage = (state: string, country: AddressRegion) =>
  `Enter a valid ZIP / postal code for ${state}, ${country}`;

/** What the address check (POST /addresses/validate) said, for the form: which field is wrong, or the whole region. */
export type AddressCheckOutcome =
  | { kind: 'valid' }
  | { kind: 'zip-mismatch'; field: 'zip'; message: string }
  | { kind: 'city-mismatch'; field: 'city'; message: string }
  | { kind: 'blacklisted'; field: 'zip'; message: string }
  | { kind: 'rejected'; field: 'zip'; message: string };

/** SPEC §5: the server check is worth a call only for a ZIP of 5 or more characters with a state and a city. */
export function shouldCheckAddress(input: { zip: string; state: string; city: string }): boolean {
  return input.zip.trim().length >= SERVER_ZIP_CHECK_MIN_LENGTH && input.state.trim() !== '' && input.city.trim() !== '';
}

/**
 * SPEC §4 "Region set" and §8: a 412 whose text contains 'is not used within state' is a ZIP mismatch
 * ('Enter a valid ZIP / postal code for {state}, US'), one containing 'Blacklisted' a blocked region, the city text
 * a wrong city; any other 412 shows the server's text. The SPEC defines these answers by their text, so this one
 * function reads it; everything else branches on the outcome's kind.
 */
export function addressCheckOutcome(text: string, state: string, country: AddressRegion): AddressCheckOutcome {
  if (text.includes('is not used within state'))
    return { kind: 'zip-mismatch', field: 'zip', message: zipMismatchMessage(state, country) };
  if (text.includes('Blacklisted')) return { kind: 'blacklisted', field: 'zip', message: BLACKLISTED_REGION_MESSAGE };
  if (text.includes(CITY_MISMATCH_MESSAGE)) return { kind: 'city-mismatch', field: 'city', message: CITY_MISMATCH_MESSAGE };
  return { kind: 'rejected', field: 'zip', message: text };
}
