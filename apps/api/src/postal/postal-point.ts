import { normalizeState, normalizeZip } from '@store/core';
import { zipcodeData } from './postal-data';

/** Where a postal code is: the code as normalised, its place name, state or province, and its coordinates. */
export interface PostalPoint {
  postalCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * Store locator: the coordinates the postal-code package gives a code of the country (a US ZIP by its first 5
 * digits; a Canadian code by its forward sortation area, the first 3 characters); null when the code is not in the
 * country's format or the data does not know it. Canadian place names lose the package's neighbourhood list.
 */
export async function postalPoint(input: string, country: 'US' | 'CA'): Promise<PostalPoint | null> {
  const postalCode = normalizeZip(input, country);
  if (postalCode === null) return null;
  const record = (await zipcodeData()).lookup(country === 'CA' ? postalCode.slice(0, 3) : postalCode.slice(0, 5));
  if (!record || record.country !== (country === 'CA' ? 'Canada' : 'US')) return null;
  const state = normalizeState(record.state.replace(/ Territory$/, ''), country) ?? record.state;
  const city = record.city.replace(/\s*\(.*$/, '').trim();
  return { postalCode, city, state, latitude: record.latitude, longitude: record.longitude };
}
