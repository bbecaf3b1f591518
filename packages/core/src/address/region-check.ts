import { err, ok, type Result } from '../result';
import { BLOCKED_REGION_SERVER_TEXT, isBlockedRegion } from './blocked-regions';
import { cityMatches, WRONG_CITY_MESSAGE } from './city-match';

/** What the postal data says about a ZIP / postal code: the states it can belong to and its acceptable city names. */
export interface PostalFacts {
  states: readonly string[];
  /** Empty when the data does not name cities for the code (Canadian FSAs name regions): the city is not checked. */
  cities: readonly string[];
}

export interface RegionToCheck {
  country: 'US' | 'CA';
  /** Normalised state or province code. */
  state: string;
  /** Normalised zip. */
  zip: string;
  city: string | null;
}

/** Region set: the server text of a ZIP outside the state; the storefront looks for 'is not used within state'. */
export function zipNotInStateMessage(zip: string, state: string): string {
  return `${zip} is not used within state ${state}`;
}

/**
 * Address and region validation, in this order: a blocked region (the state, the ZIP's own state, or a
 * military post city) is 'Blacklisted'; a ZIP the data does not place in the state is a mismatch; a city that is not
 * one of the ZIP's is 'Please enter the correct city name'. Each is a 412 with a typed reason. On success the city is
 * the data's spelling of the one given (or the given one when the data names none).
 */
export function checkRegion(input: RegionToCheck, facts: PostalFacts | null): Result<{ state: string; city: string | null }> {
  const blocked =
    isBlockedRegion(input.country, input.state, input.city ?? '') ||
    (facts?.states.some((s) => isBlockedRegion(input.country, s)) ?? false);
  if (blocked) return err('PRECONDITION_FAILED', BLOCKED_REGION_SERVER_TEXT, 'region-blocked');
  if (!facts?.states.includes(input.state))
    return err('PRECONDITION_FAILED', zipNotInStateMessage(input.zip, input.state), 'zip-mismatch');
  if (input.city === null || facts.cities.length === 0) return ok({ state: input.state, city: input.city?.trim() ?? null });
  const city = facts.cities.find((c) => cityMatches(input.city ?? '', [c]));
  return city === undefined ? err('PRECONDITION_FAILED', WRONG_CITY_MESSAGE, 'wrong-city') : ok({ state: input.state, city });
}
