/**
 * Text as a product feed may carry it: characters XML 1.0 cannot hold (C0 and C1 controls, lone surrogates, U+FFFE and
 * U+FFFF) dropped, every run of white space (newlines and tabs included) one space, trimmed, and cut to `max` characters
 * without splitting a character. Both formats get the same text, so a title reads the same in Google's and Meta's feed.
 */
export function feedText(text: string, max: number): string {
  const clean = text
    // Lone surrogates first: a pair is one character, kept.
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    // eslint-disable-next-line no-control-regex -- these control characters are what is removed
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(clean);
  return chars.length <= max
    ? clean
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Minor units as the decimal a feed's price carries with its currency: 149900 USD -> "1499.00 USD" (no float maths). */
export function feedPrice(amount: number, currency: string): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} ${currency}`;
}
