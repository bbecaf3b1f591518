import { rangeIn, type ComparedProduct } from '@store/core/compare/compare-facts';
import { feelText } from '@store/core/compare/feel';
import type { PriceRange } from '@store/core/compare/prices';
import { VERDICT_LABELS, type Verdict } from '@store/core/compare/verdicts';
import { SIZE_LABELS, type SizeKey } from '@store/core/enums';
import { formatMoney, type Currency } from '@store/core/money';
import { wholeNumberText } from '@store/core/text/whole-number';

/** One product column of a comparison table: its facts, its brand and where its page is. */
export interface CompareColumn {
  product: ComparedProduct;
  brandName: string;
  /** The storefront origin of another brand's product ('' for this brand: a relative link). */
  origin: string;
}

/** A table cell as text: the value, an optional struck list price and an optional note (percent off, verdicts). */
export interface CompareCell {
  text: string;
  struck?: string;
  note?: string;
}

export interface CompareRow {
  key: string;
  label: string;
  cells: CompareCell[];
}

function money(amount: number, currency: Currency): string {
  return formatMoney({ amount, currency });
}

/** A price range as a cell: "$974" or "$839 to $1,049", the list price struck and the percent off. */
export function priceCell(range: PriceRange | null, currency: Currency): CompareCell {
  if (range === null) return { text: 'Not in this size' };
  const { from, to } = range;
  const text =
    from.price === to.price ? money(from.price, currency) : `${money(from.price, currency)} to ${money(to.price, currency)}`;
  if (from.listPrice <= from.price && to.listPrice <= to.price) return { text };
  const struck =
    from.listPrice === to.listPrice
      ? money(from.listPrice, currency)
      : `${money(from.listPrice, currency)} to ${money(to.listPrice, currency)}`;
  const off = from.discount === to.discount ? `${from.discount}% off` : `up to ${Math.max(from.discount, to.discount)}% off`;
  return { text, struck, note: off };
}

function ratingText(product: ComparedProduct): string {
  const rating = product.rating;
  if (rating === null) return 'No reviews yet';
  const count = `${wholeNumberText(rating.totalReviews)} review${rating.totalReviews === 1 ? '' : 's'}`;
  return `${rating.averageScore.toFixed(1)} out of 5 (${count})`;
}

/** The sizes whose price rows a table shows: one chosen size, or every size any column comes in (order). */
function priceSizes(columns: readonly CompareColumn[], size: SizeKey | null | 'all'): (SizeKey | null)[] {
  if (size !== 'all') return [size];
  const sizes = new Set(columns.flatMap((c) => c.product.prices.map((p) => p.size)));
  return [...sizes];
}

/**
 * The rows of a comparison table, every value from the columns' catalogue facts. A row nobody has a value for
 * (no feel stated, no height) is left out; a brand row appears when the columns span two brands.
 */
export function compareRows(
  columns: readonly CompareColumn[],
  size: SizeKey | null | 'all',
  verdicts: readonly Verdict[] = [],
): CompareRow[] {
  const rows: CompareRow[] = [];
  const add = (key: string, label: string, cell: (c: CompareColumn) => CompareCell | null, missing = 'Not stated') => {
    const cells = columns.map(cell);
    if (cells.some((c) => c !== null)) rows.push({ key, label, cells: cells.map((c) => c ?? { text: missing }) });
  };
  if (new Set(columns.map((c) => c.brandName)).size > 1) add('brand', 'Brand', (c) => ({ text: c.brandName }));
  add(
    'best-for',
    'Best for',
    (c) => {
      const won = verdicts.filter((v) => v.winners.includes(c.product.id)).map((v) => VERDICT_LABELS[v.kind]);
      return won.length === 0 ? null : { text: won.join(', ') };
    },
    '–',
  );
  for (const entry of priceSizes(columns, size)) {
    const label = entry === null ? 'Price' : `${SIZE_LABELS[entry]} price`;
    add(`price-${entry ?? 'one'}`, label, (c) => priceCell(rangeIn(c.product, entry), c.product.currency));
  }
  add('construction', 'Construction', (c) => (c.product.construction === null ? null : { text: c.product.construction }));
  add('feel', 'Feel', (c) => (c.product.feel === null ? null : { text: feelText(c.product.feel) }));
  add('height', 'Height', (c) => (c.product.height === null ? null : { text: `${c.product.height} in` }));
  add('materials', 'Materials and layers', (c) =>
    c.product.materials.length === 0 ? null : { text: c.product.materials.join(', ') },
  );
  add('trial', 'Trial', (c) => (c.product.trial === null ? null : { text: c.product.trial }));
  add('warranty', 'Warranty', (c) => (c.product.warranty === null ? null : { text: c.product.warranty }));
  add('rating', 'Rating', (c) => ({ text: ratingText(c.product) }));
  return rows;
}

/** Where a column's product name links: its page in the size shown (the first size when showing all), on its brand's storefront. */
export function columnHref(column: CompareColumn, size: SizeKey | null | 'all'): string {
  const prices = column.product.prices;
  const entry = (size === 'all' ? undefined : prices.find((p) => p.size === size)) ?? prices.find((p) => p.size === null);
  return `${column.origin}${entry?.href ?? column.product.url}`;
}
