/**
 * Live mode: gateways that take amounts as decimal strings (Braintree's "19.99") get them converted from the
 * store's integer minor units by string arithmetic, never through a float, so 1999 is exactly "19.99" and back.
 */

/** Minor-unit digits of the currencies a gateway may answer in (ISO 4217); USD and CAD, the store's, have 2. */
const MINOR_DIGITS: Readonly<Record<string, number>> = { USD: 2, CAD: 2, EUR: 2, GBP: 2, JPY: 0 };

/** Minor units -> the gateway's decimal string: 1999 USD -> "19.99", 5 -> "0.05", 149900 -> "1499.00". */
export function toDecimalAmount(minor: number, currency: string): string {
  const digits = MINOR_DIGITS[currency.toUpperCase()];
  if (digits === undefined) throw new RangeError(`Unknown currency ${currency}`);
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Amount must be whole minor units >= 0, got ${minor}`);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * The gateway's decimal string -> minor units, or null when it is not an exact amount in that currency ("19.999",
 * "1e3", "-1"): a charge the store cannot read exactly is never taken for its order's total.
 */
export function fromDecimalAmount(decimal: string, currency: string): number | null {
  const digits = MINOR_DIGITS[currency.toUpperCase()];
  if (digits === undefined) return null;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits && /[^0]/.test(fraction.slice(digits))) return null;
  const minor = Number(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
