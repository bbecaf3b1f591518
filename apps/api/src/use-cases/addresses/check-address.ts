import {
  checkRegion,
  err,
  INVALID_ZIP_MESSAGE,
  isBlockedRegion,
  normalizeState,
  normalizeZip,
  type PostalFacts,
  type Result,
  WRONG_COUNTRY_MESSAGE,
} from '@store/core';
import type { RequestContext } from '../../context';
import { canadianProvinces, usZipPlace } from '../../postal/postal-data';

export interface AddressToCheck {
  country: string;
  state: string;
  zip: string;
  /** Null: the city is not checked (the region calls that carry none). */
  city: string | null;
}

export interface CheckedAddress {
  country: 'US' | 'CA';
  state: string;
  zip: string;
  city: string | null;
}

/**
 * Address and region validation: format problems are a 400 (nothing to look up); a blocked region, a ZIP
 * outside the state and a city not of the ZIP are 412s (core checkRegion on the postal data).
 */
export async function checkAddress(ctx: RequestContext, input: AddressToCheck): Promise<Result<CheckedAddress>> {
  const country = ctx.brandConfig.region;
  if (input.country.trim().toUpperCase() !== country) return err('BAD_REQUEST', WRONG_COUNTRY_MESSAGE);
  // A territory or military post code is no state of the list, but it is a region we know and refuse as blocked.
  const raw = input.state.trim().toUpperCase();
  const state = normalizeState(input.state, country) ?? (isBlockedRegion(country, raw) ? raw : null);
  if (!state) return err('BAD_REQUEST', 'Please select a state');
  const zip = normalizeZip(input.zip, country);
  if (!zip) return err('BAD_REQUEST', INVALID_ZIP_MESSAGE);
  const checked = checkRegion({ country, state, zip, city: input.city }, await postalFacts(country, zip));
  if (!checked.ok) return checked;
  return { ok: true, value: { country, state, zip, city: checked.value.city } };
}

async function postalFacts(country: 'US' | 'CA', zip: string): Promise<PostalFacts | null> {
  if (country === 'CA') return { states: await canadianProvinces(zip), cities: [] };
  const place = await usZipPlace(zip);
  return place ? { states: [place.state], cities: place.cities } : null;
}
