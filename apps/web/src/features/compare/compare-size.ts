import { rangeIn } from '@store/core/compare/compare-facts';
import { DEFAULT_SIZE, SIZE_KEYS, type SizeKey } from '@store/core/enums';
import { sizeFromSlug } from '@store/core/filter-segment';
import type { CompareColumn } from './compare-rows';

/** The sizes any column is sold in, in size order (SIZE_KEYS): the size form's choices. */
export function offeredSizes(columns: readonly CompareColumn[]): SizeKey[] {
  const sold = new Set(columns.flatMap((c) => c.product.prices.map((p) => p.size)));
  return SIZE_KEYS.filter((size) => sold.has(size));
}

/**
 * `?size=`: the size a comparison shows prices in. A size slug the columns are sold in; anything else (absent,
 * repeated, unknown, not sold) falls back to the default size queen, else the first size offered.
 */
export function chosenSize(raw: string | string[] | undefined, sizes: readonly SizeKey[]): SizeKey {
  const asked = typeof raw === 'string' ? sizeFromSlug(raw) : null;
  if (asked !== null && sizes.includes(asked)) return asked;
  return sizes.includes(DEFAULT_SIZE) ? DEFAULT_SIZE : (sizes[0] ?? DEFAULT_SIZE);
}

/** Columns cheapest first in the chosen size (what a shopper choosing a size compares); not sold in it: last; ties keep their order. */
export function byPriceIn(columns: readonly CompareColumn[], size: SizeKey): CompareColumn[] {
  const price = (column: CompareColumn) => rangeIn(column.product, size)?.from.price ?? Number.POSITIVE_INFINITY;
  return [...columns].sort((a, b) => price(a) - price(b));
}
