import { normalizeState } from '@store/core/address/states';
import { normalizeZip } from '@store/core/address/zip';
import { addressCheckOutcome, type AddressCheckOutcome, type AddressRefusal } from '@store/core/checkout/address-check';
import { stateError, zipError, type AddressRegion } from '@store/core/checkout/address-rules';
import type { RegionInput } from '../../../lib/api/delivery';
import type { CheckoutAddress } from '../checkout-storage';

/** The region set waits 500 ms after the last change. */
export const REGION_DEBOUNCE_MS = 500;

type AddressPart = Pick<CheckoutAddress, 'state' | 'zip' | 'city' | 'line1' | 'line2'>;

/**
 * "Region set": sent only when shipping country, state, ZIP, billing country, billing state and city are all
 * non-empty; billing is the shipping address unless "different billing" is on. A state or ZIP that fails its own address
 * rule is not sent either (the field already shows why, and the API would only answer a 400).
 */
export function regionRequest(
  region: AddressRegion,
  shipping: AddressPart,
  billing: Pick<CheckoutAddress, 'state'> | null,
  differentBilling: boolean,
): RegionInput | null {
  const billingState = differentBilling ? (billing?.state ?? '') : shipping.state;
  const filled = [shipping.state, shipping.zip, shipping.city, billingState].every((v) => v.trim() !== '');
  if (!filled || zipError(shipping.zip, region) !== null || stateError(shipping.state, region) !== null) return null;
  return {
    country: region,
    state: normalizeState(shipping.state, region) ?? shipping.state,
    zip: normalizeZip(shipping.zip, region) ?? shipping.zip.trim(),
    city: shipping.city.trim(),
    line1: shipping.line1.trim(),
    line2: shipping.line2.trim(),
    billingCountry: region,
    billingState: normalizeState(billingState, region) ?? billingState.trim(),
  };
}

/** Two region requests ask the same thing (a repeated one is not sent again). */
export const regionKey = (input: RegionInput): string => JSON.stringify(input);

/** What the checkout state keeps of a region answer: isZipMismatched / isRegionBlacklisted. */
export interface RegionFlags {
  isZipMismatched: boolean;
  isRegionBlacklisted: boolean;
}

/** Which refusal the 412 was (its typed reason): a ZIP mismatch or a blocked region. */
export function regionFlags(outcome: AddressCheckOutcome | null): RegionFlags {
  return { isZipMismatched: outcome?.kind === 'zip-mismatch', isRegionBlacklisted: outcome?.kind === 'blacklisted' };
}

/** Message of a region 412 for the form (the ZIP field, or the city for a wrong city); core reads its reason. */
export function regionOutcome(refusal: AddressRefusal, input: RegionInput, region: AddressRegion): AddressCheckOutcome {
  return addressCheckOutcome(refusal, input.state, region);
}
