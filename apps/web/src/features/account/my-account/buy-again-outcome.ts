import type { SkippedLine } from '../../../lib/api/orders';

/** What a skipped line is called for the shopper: its title, else its name or sku. */
export function skippedLineLabel(line: SkippedLine): string {
  return line.title ?? line.name ?? line.sku ?? 'An item';
}

/** After Buy again: straight to the cart when every line went in; otherwise stay and name what was left out. */
export function buyAgainNext(skipped: readonly SkippedLine[]): { kind: 'to-cart' } | { kind: 'show-skipped'; labels: string[] } {
  return skipped.length === 0 ? { kind: 'to-cart' } : { kind: 'show-skipped', labels: skipped.map(skippedLineLabel) };
}
