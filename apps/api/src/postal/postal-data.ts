import { normalizeState } from '@store/core';
import type zipcodesModule from 'zipcodes';

type Zipcodes = typeof zipcodesModule;

/** What the postal data says about a ZIP or postal code. */
export interface PostalPlace {
  /** Two-letter state (US, including territories and military post codes) or province code. */
  state: string;
  /** City names accepted for the code (empty when the data names regions, not cities: Canadian FSAs). */
  cities: string[];
}

// A street address may carry the name of a neighbouring town that shares the post office (Hollywood for a Los Angeles
// ZIP): cities of the same state with a ZIP within this distance are accepted too.
const NEARBY_MILES = 8;

// Canada Post assigns the first letter of a postal code by province (X: Northwest Territories and Nunavut).
const PROVINCE_BY_LETTER: Readonly<Record<string, readonly string[]>> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

let loaded: Promise<Zipcodes> | null = null;
// The data is 5 MB of JavaScript: loaded on the first address check, not at start.
export const zipcodeData = (): Promise<Zipcodes> => (loaded ??= import('zipcodes').then((m) => m.default));

/** A US ZIP (5 digits, a +4 ignored) -> its state and acceptable cities; null when the data does not know it. */
export async function usZipPlace(zip: string): Promise<PostalPlace | null> {
  const z = await zipcodeData();
  const record = z.lookup(zip.slice(0, 5));
  if (!record || record.country !== 'US') return null;
  const nearby = z
    .lookupByState(record.state)
    .filter((r) => r.city !== record.city && miles(record, r) <= NEARBY_MILES)
    .map((r) => r.city);
  return { state: record.state, cities: [record.city, ...new Set(nearby)] };
}

/** The provinces a Canadian postal code (A1A 1A1) can belong to: from its FSA in the data, else from its first letter. */
export async function canadianProvinces(postalCode: string): Promise<readonly string[]> {
  const fsa = postalCode.trim().slice(0, 3).toUpperCase();
  const record = (await zipcodeData()).lookup(fsa);
  const fromData = record ? normalizeState(record.state.replace(/ Territory$/, ''), 'CA') : null;
  return fromData ? [fromData] : (PROVINCE_BY_LETTER[fsa.charAt(0)] ?? []);
}

function miles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}
