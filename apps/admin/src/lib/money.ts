/** How many minor units make a major one in `currency` (2 for USD and CAD), as Intl knows it. */
export function minorDigits(currency: string): number {
  return formatter(currency, 'en-US').resolvedOptions().maximumFractionDigits ?? 2;
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, found);
  }
  return found;
}

/** Integer minor units as an exact decimal string (149905 -> "1499.05"): no float ever stands for money. */
export function minorToDecimal(amount: number, digits: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money must be whole minor units, got ${amount}`);
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** Minor units shown in the order's currency with Intl (149900 USD -> "$1,499.00", CAD -> "CA$1,499.00"). */
export function formatMinor(amount: number, currency: string, locale = 'en-US'): string {
  // Intl formats a decimal string exactly (no binary rounding on the way).
  return formatter(currency, locale).format(minorToDecimal(amount, minorDigits(currency)) as unknown as number);
}

/**
 * An amount typed by staff ("129.5", "1,299.00", "$40") as minor units, or null when it is not a plain positive amount
 * with at most the currency's decimals.
 */
export function parseMoneyInput(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const cleaned = text
    .trim()
    .replace(/^[A-Z]{0,3}\$/, '')
    .replace(/,(?=\d{3}(?:\D|$))/g, '');
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return minor > 0 ? minor : null;
}
