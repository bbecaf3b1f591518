import { normalizeState } from '../address/states';
import { INVALID_ZIP_MESSAGE, isBelowMinimumZip, normalizeZip } from '../address/zip';
import { isSafeText } from '../text/safe-text';

/** The store's region: US brands take US addresses, the Canadian brands Canadian ones (brand registry `region`). */
export type AddressRegion = 'US' | 'CA';
/** Which form an address line belongs to: its required message names it. */
export type AddressKind = 'shipping' | 'billing';

/** Wording, verbatim. */
export const ADDRESS_REQUIRED_MESSAGES: Readonly<Record<AddressKind, string>> = {
  shipping: 'Please enter a shipping address',
  billing: 'Please enter a billing address',
};
export const PO_BOX_MESSAGE = 'We do not currently ship to PO Boxes';
export const CITY_REQUIRED_MESSAGE = 'Please enter your city';
export const CITY_INVALID_MESSAGE = 'Please enter a valid city';
export const CITY_MISMATCH_MESSAGE = 'Please enter the correct city name';
export const STATE_REQUIRED_MESSAGE = 'Please select a state';
export const ZIP_REQUIRED_MESSAGE = 'Please enter a zip code';
export const EMAIL_REQUIRED_MESSAGE = 'Please enter an e-mail address';
export const EMAIL_INVALID_MESSAGE = 'A valid email address is required';
/** Line 2 has a length limit but no set wording; this one says what is wrong. */
export const LINE2_INVALID_MESSAGE = 'Please keep the apartment, suite, etc. to 50 characters';

/** Field limits. */
export const ADDRESS_LIMITS = { line1: 100, line2: 50, city: 50, emailMin: 7, emailMax: 50 } as const;

const LETTER = /\p{L}/u;
// "PO Box", "P.O. Box", "P O Box", "pobox", "Post Office Box", any case.
const PO_BOX = /\bp\s*\.?\s*o\s*\.?\s*box\b|\bpost\s*office\s*box\b/i;
// A city that is a post office or a military post office: PO, APO, DPO, FPO (dots and spaces allowed: "A.P.O.").
const POST_OFFICE_CITY = /^(?:a|d|f)?\s*\.?\s*p\s*\.?\s*o\s*\.?$/i;
// Local part of printable ASCII specials, a domain of dot-separated labels and a letter TLD of 2 or more.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Both address lines refuse a PO Box or post office box. */
export function isPoBox(input: string): boolean {
  return PO_BOX.test(input);
}

/** Line 1: required, at most 100 characters with a letter, no PO Box; the required message names the form. */
export function addressLine1Error(input: string, kind: AddressKind): string | null {
  const line = input.trim();
  if (line === '' || line.length > ADDRESS_LIMITS.line1 || !LETTER.test(line) || !isSafeText(line))
    return ADDRESS_REQUIRED_MESSAGES[kind];
  return isPoBox(line) ? PO_BOX_MESSAGE : null;
}

/** Line 2: optional, at most 50 characters, no PO Box. */
export function addressLine2Error(input: string): string | null {
  const line = input.trim();
  if (line.length > ADDRESS_LIMITS.line2 || !isSafeText(line)) return LINE2_INVALID_MESSAGE;
  return isPoBox(line) ? PO_BOX_MESSAGE : null;
}

/** City: required, at most 50 characters with a letter, and not PO, APO, DPO or FPO. */
export function cityError(input: string): string | null {
  const city = input.trim();
  if (city === '') return CITY_REQUIRED_MESSAGE;
  if (POST_OFFICE_CITY.test(city)) return PO_BOX_MESSAGE;
  if (city.length > ADDRESS_LIMITS.city || !LETTER.test(city) || !isSafeText(city)) return CITY_INVALID_MESSAGE;
  return null;
}

/** Compares city names as people write them: case, accents, punctuation and "Saint"/"St", "Fort"/"Ft", "Mount"/"Mt". */
function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’,-]/g, ' ')
    .replace(/\b(saint|sainte)\b/g, 'st')
    .replace(/\bfort\b/g, 'ft')
    .replace(/\bmount\b/g, 'mt')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * 'Please enter the correct city name': the city is one of the ZIP's cities (from postal data the API looks
 * up). An empty list means the ZIP is unknown to the data, which proves nothing, so it matches.
 */
export function cityMatchesZip(city: string, citiesOfZip: readonly string[]): boolean {
  if (citiesOfZip.length === 0) return true;
  const key = cityKey(city);
  return citiesOfZip.some((candidate) => cityKey(candidate) === key);
}

/** State: required ('Please select a state'); a full name or a code of the region's states or provinces. */
export function stateError(input: string, region: AddressRegion): string | null {
  return normalizeState(input, region) === null ? STATE_REQUIRED_MESSAGE : null;
}

/** Zip: required, the region's format; in a non-Canadian store a value below 500 is refused. */
export function zipError(input: string, region: AddressRegion): string | null {
  const zip = input.trim();
  if (zip === '') return ZIP_REQUIRED_MESSAGE;
  if (normalizeZip(zip, region) === null) return INVALID_ZIP_MESSAGE;
  return region !== 'CA' && isBelowMinimumZip(zip) ? INVALID_ZIP_MESSAGE : null;
}

/** Email: required, 7 to 50 characters and the address pattern ('A valid email address is required'). */
export function emailError(input: string): string | null {
  const email = input.trim();
  if (email === '') return EMAIL_REQUIRED_MESSAGE;
  const fits = email.length >= ADDRESS_LIMITS.emailMin && email.length <= ADDRESS_LIMITS.emailMax && EMAIL.test(email);
  return fits ? null : EMAIL_INVALID_MESSAGE;
}
