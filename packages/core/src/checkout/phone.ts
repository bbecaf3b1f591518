/** Phone wording, verbatim: the form's rule, and the helper's default. */
export const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number';
export const PHONE_HELPER_MESSAGE = 'Invalid phone number';

// Optional +1, a 3-digit area code (optionally in parentheses), then 3 and 4 digits; separators space, dot or dash.
const PHONE_LIKE = /^(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}$/;

/** Phone helper pattern: optional +1, area code (parentheses optional), 3 and 4 digits, separators space . -. */
export function isPhoneLike(input: string): boolean {
  return PHONE_LIKE.test(input.trim());
}

/** Phone helper: null when the value fits the pattern, else the supplied message or 'Invalid phone number'. */
export function phoneLikeError(input: string, message: string = PHONE_HELPER_MESSAGE): string | null {
  return isPhoneLike(input) ? null : message;
}

/** The national digits of a phone number (a leading country code 1 dropped from 11 digits). */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Display format (xxx) xxx-xxxx; a value without exactly 10 digits is returned as typed. */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length !== 10) return input;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Phone: required, exactly 10 digits written in the helper's pattern; 'Please enter a valid phone number'. */
export function phoneError(input: string): string | null {
  return isPhoneLike(input) && phoneDigits(input).length === 10 ? null : PHONE_INVALID_MESSAGE;
}
