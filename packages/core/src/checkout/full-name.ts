import { isSafeText } from '../text/safe-text';

/** Full-name wording, verbatim. */
export const FULL_NAME_REQUIRED_MESSAGE = 'Please enter your full name';
export const FULL_NAME_INVALID_MESSAGE = 'Please enter valid full name';

/** Field limits: a full name is 3 to 50 characters. */
export const FULL_NAME_MIN = 3;
export const FULL_NAME_MAX = 50;

// Latin-extended letters (Latin-1 without × and ÷, Extended-A/B, Extended Additional) plus space, comma, period,
// apostrophe (typed or typographic, as phones autocorrect it) and hyphen. Digits are not in the set.
const NAME_CHARACTERS = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF ,.'\u2019-]+$/;
const LETTER = /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF]/;

/** Trims and collapses runs of spaces, so 'Ada   Lovelace ' is stored and split as 'Ada Lovelace'. */
export function normalizeFullName(input: string): string {
  return input.trim().replace(/\s+/g, ' ');
}

/**
 * Full name: required, 3-50 characters, a space, no digits, only Latin-extended letters and , . ' -; both the
 * first and the last name (see splitFullName) must hold a letter. Returns the form's message, or null when valid.
 */
export function fullNameError(input: string): string | null {
  const name = normalizeFullName(input);
  if (name === '') return FULL_NAME_REQUIRED_MESSAGE;
  if (name.length < FULL_NAME_MIN || name.length > FULL_NAME_MAX || !isSafeText(name)) return FULL_NAME_INVALID_MESSAGE;
  if (!name.includes(' ') || !NAME_CHARACTERS.test(name)) return FULL_NAME_INVALID_MESSAGE;
  const { firstName, lastName } = splitFullName(name);
  return LETTER.test(firstName) && LETTER.test(lastName) ? null : FULL_NAME_INVALID_MESSAGE;
}

/** Splitting takes the last word as last name and the rest as first name. */
export function splitFullName(input: string): { firstName: string; lastName: string } {
  const name = normalizeFullName(input);
  const cut = name.lastIndexOf(' ');
  if (cut < 0) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, cut), lastName: name.slice(cut + 1) };
}
