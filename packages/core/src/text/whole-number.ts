/**
 * A whole number with thousands separators, as the store writes counts and dollars: 12345 -> "12,345".
 * Written by hand rather than with `toLocaleString('en-US')` or `Intl.NumberFormat`: a page's first ICU number format
 * loads the locale's data, 18-36 ms of main thread in Debian's Chromium (101-127 ms at Lighthouse's 4× CPU on
 * driftvale's `/mattresses`, whose hydration formats the cards' prices), and the store only ever needs commas.
 */
export function wholeNumberText(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  let text = digits.slice(0, digits.length % 3 || 3);
  for (let at = text.length; at < digits.length; at += 3) text += `,${digits.slice(at, at + 3)}`;
  return value <= -1 ? `-${text}` : text;
}
