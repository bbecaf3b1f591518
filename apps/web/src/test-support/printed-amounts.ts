/**
 * Reads an order summary as a shopper reads it: the amounts printed in rendered HTML, turned back into minor units, so
 * a test can add what the page prints and compare it with the printed total.
 */

/** Minor units of a printed amount ('$1,299.50', '-$75', 'CA$12'); a word in its place ('Free', 'FREE') is 0. */
function printedAmount(text: string): number {
  const match = /^(-?)(?:CA)?\$([\d,]+)(?:\.(\d{2}))?$/.exec(text.trim());
  if (match === null) return 0;
  const [, sign = '', dollars = '0', cents = '00'] = match;
  const amount = Number(dollars.replaceAll(',', '')) * 100 + Number(cents);
  return sign === '-' ? -amount : amount;
}

const textOf = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? '');

/** What each line costs as printed (`data-testid="line-amount"`), in page order. */
export function printedLines(html: string): string[] {
  return textOf(html, /data-testid="line-amount"[^>]*>([^<]*)</g);
}

/** The summary rows as printed (`data-testid="summary-<key>"`), [key, text] in page order, the total last. */
export function printedRows(html: string): Array<[string, string]> {
  return [...html.matchAll(/data-testid="summary-([A-Za-z0-9-]+)"[^>]*>([^<]*)</g)].map((m) => [m[1] ?? '', m[2] ?? '']);
}

/** The sums a shopper can check: the lines against the subtotal, and the rows above the total against it. */
export function printedSums(html: string): { lines: number; subtotal: number; rows: number; total: number } {
  const rows = printedRows(html);
  const row = (key: string) => printedAmount(rows.find(([k]) => k === key)?.[1] ?? '');
  return {
    lines: printedLines(html).reduce((sum, text) => sum + printedAmount(text), 0),
    subtotal: row('subtotal'),
    rows: rows.filter(([key]) => key !== 'total').reduce((sum, [, text]) => sum + printedAmount(text), 0),
    total: row('total'),
  };
}
