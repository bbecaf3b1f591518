import { err, ok, type Result } from '../result';

/**
 * Prices in a spreadsheet are written in major units (dollars) with up to two decimals, "1299.00": people read and
 * type them that way. They become integer minor units here, by text, never through a float, so "0.29" is 29 cents.
 * At most eight whole digits (99,999,999.99) and two decimals.
 */
const MAJOR = /^(0|[1-9]\d{0,7})(?:\.(\d{1,2}))?$/;

/** "1299.5" -> 129950; refuses signs, thousands separators, currency symbols, exponents and a third decimal. */
export function parseMajorUnits(text: string): Result<number> {
  const match = MAJOR.exec(text.trim());
  if (!match)
    return err(
      'BAD_REQUEST',
      `${JSON.stringify(text)} is not a price: write dollars with up to two decimals and no sign or symbol, like 1299.00`,
    );
  const cents = (match[2] ?? '').padEnd(2, '0');
  return ok(Number(match[1]) * 100 + Number(cents));
}

/** 129950 -> "1299.50": always two decimals, no symbol, no separator, so it reads back unchanged. */
export function formatMajorUnits(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not a price in minor units: ${amount}`);
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}
