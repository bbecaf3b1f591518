/** What the sandbox card provider does with a test card. */
export type SandboxCardOutcome = 'succeeds' | 'insufficient_funds' | 'declined' | 'requires_3ds';

/** Test cards, digits only. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxCardOutcome>> = {
  '4242424242424242': 'succeeds',
  '4000000000009995': 'insufficient_funds',
  '4000000000000002': 'declined',
  '4000000000003220': 'requires_3ds',
};

export const CARD_NUMBER_MESSAGE = 'Enter one of the sandbox test cards, e.g. 4242 4242 4242 4242';
export const CARD_EXPIRY_MESSAGE = 'Enter a future expiry date as MM / YY';
export const CARD_CVC_MESSAGE = 'Enter the 3 or 4 digit security code';

/** Card number digits, whatever spaces or dashes the shopper typed. */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** Luhn checksum: what a card number field checks before anything else. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The outcome of a test card, or null when the number is not one (the sandbox takes nothing else). */
export function sandboxCardOutcome(number: string): SandboxCardOutcome | null {
  return SANDBOX_TEST_CARDS[cardDigits(number)] ?? null;
}

/** A complete card number: a Luhn-valid 12-19 digit number (what the hosted field reports as complete). */
export const isCompleteCardNumber = (number: string): boolean => passesLuhn(cardDigits(number));

/**
 * "any future expiry": MM/YY or MM/YYYY whose month has not ended yet. Returns the month and full year,
 * or null when the text is not a valid future expiry.
 */
export function parseCardExpiry(value: string, now: Date): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  if (year < currentYear || (year === currentYear && month < currentMonth) || year > currentYear + 20) return null;
  return { month, year };
}

/** "any CVC": 3 or 4 digits. */
export const isCompleteCvc = (value: string): boolean => /^\d{3,4}$/.test(value.trim());
