/** Zip wording. */
export const INVALID_ZIP_MESSAGE = 'Please enter a valid zip code';

// US: 5 digits, optionally -4. Canada: A1A 1A1 with an optional space, in Canada Post's letters (no D F I O Q U, no W Z first).
const US_ZIP = /^\d{5}(-\d{4})?$/;
const CA_POSTAL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/i;

/**
 * A zip in its country's format, normalised (a Canadian code upper case with its space); null when it does not
 * fit. Blank is not a zip: the caller decides whether one is required.
 */
export function normalizeZip(input: string, country: 'US' | 'CA'): string | null {
  const value = input.trim();
  if (country === 'US') return US_ZIP.test(value) ? value : null;
  const match = CA_POSTAL.exec(value);
  return match ? `${match[1]} ${match[2]}`.toUpperCase() : null;
}

/** Zip helper wording: the generic helper says only this. */
export const ZIP_HELPER_MESSAGE = 'Invalid';

// Royal Mail's outward + inward shape (A9 9AA, A99 9AA, AA9 9AA, AA99 9AA, A9A 9AA, AA9A 9AA) and the GIR 0AA special.
const GB_POSTCODE = /^(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2}|GIR ?0AA)$/i;

/** "GB pattern is supported in helpers": a UK postcode, any case, with or without its space. */
export function isGbPostcode(input: string): boolean {
  return GB_POSTCODE.test(input.trim());
}

/** In a non-Canadian store a ZIP whose value as a number is below 500 is refused (no US ZIP starts 000-004). */
export function isBelowMinimumZip(input: string): boolean {
  const value = Number.parseInt(input.trim().slice(0, 5), 10);
  return Number.isFinite(value) && value < 500;
}

/**
 * Zip helper: empty is valid when not required; otherwise the country's format (US, CA, GB) and, outside
 * Canada, the below-500 rule. Returns null when valid, else ZIP_HELPER_MESSAGE.
 */
export function zipHelperError(input: string, options: { country: 'US' | 'CA' | 'GB'; required: boolean }): string | null {
  const value = input.trim();
  if (value === '') return options.required ? ZIP_HELPER_MESSAGE : null;
  const fits = options.country === 'GB' ? isGbPostcode(value) : normalizeZip(value, options.country) !== null;
  if (!fits) return ZIP_HELPER_MESSAGE;
  return options.country !== 'CA' && options.required && isBelowMinimumZip(value) ? ZIP_HELPER_MESSAGE : null;
}
