/** SPEC §5 zip wording. */
export const INVALID_ZIP_MESSAGE = 'Please enter a valid zip code';

// US: 5 digits, optionally -4. Canada: A1A 1A1 with an optional space, in Canada Post's letters (no D F I O Q U, no W Z first).
const US_ZIP = /^\d{5}(-\d{4})?$/;
const CA_POSTAL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/i;

/**
 * SPEC §5: a zip in its country's format, normalised (a Canadian code upper case with its space); null when it does not
 * fit. Blank is not a zip: the caller decides whether one is required.
 */
export function normalizeZip(input: string, country: 'US' | 'CA'): string | null {
  const value = input.trim();
  if (country === 'US') return US_ZIP.test(value) ? value : null;
  const match = CA_POSTAL.exec(value);
  return match ? `${match[1]} ${match[2]}`.toUpperCase() : null;
}
