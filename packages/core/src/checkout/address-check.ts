import type { DomainErrorReason } from '../result';
import { CITY_MISMATCH_MESSAGE, type AddressRegion } from './address-rules';

/** The server's ZIP/city check runs only once the ZIP has 5 or more characters. */
export const SERVER_ZIP_CHECK_MIN_LENGTH = 5;

/** Wording for the address check's 412 answers. */
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

/** The server check is worth a call only for a ZIP of 5 or more characters with a state and a city. */
export function shouldCheckAddress(input: { zip: string; state: string; city: string }): boolean {
  return input.zip.trim().length >= SERVER_ZIP_CHECK_MIN_LENGTH && input.state.trim() !== '' && input.city.trim() !== '';
}

/** A refusal of the address check or region set as the storefront reads it: the envelope's typed reason and message. */
export interface AddressRefusal {
  reason?: DomainErrorReason;
  message: string;
}

/**
 * "Region set": a ZIP outside the state ('... is not used within state ...', reason zip-mismatch) shows
 * 'Enter a valid ZIP / postal code for {state}, US', a blocked region ('Blacklisted', reason region-blocked) the
 * blocked-region notice, a wrong city (reason wrong-city) the city message; any other 412 shows the server's text. The
 * API sends each with its typed reason, so this reads the reason, never the wording; everything else branches on the
 * outcome's kind.
 */
export function addressCheckOutcome(refusal: AddressRefusal, state: string, country: AddressRegion): AddressCheckOutcome {
  switch (refusal.reason) {
    case 'zip-mismatch':
      return { kind: 'zip-mismatch', field: 'zip', message: zipMismatchMessage(state, country) };
    case 'region-blocked':
      return { kind: 'blacklisted', field: 'zip', message: BLACKLISTED_REGION_MESSAGE };
    case 'wrong-city':
      return { kind: 'city-mismatch', field: 'city', message: CITY_MISMATCH_MESSAGE };
    case 'coupon-expired':
    case 'coupon-used':
    case 'product-not-found':
    case 'cart-changed':
    case 'payment-in-progress':
    case 'same-day-unavailable':
    case 'two-factor-required':
    case undefined:
      return { kind: 'rejected', field: 'zip', message: refusal.message };
  }
}
