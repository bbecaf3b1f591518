import { SIZE_KEYS, SIZE_LABELS, type SizeKey } from '../enums';
import type { Product } from '../product';
import { allSelections, buildVariantSku, variantPrice, type VariantPrice } from '../variant';

/**
 * Comparison prices, straight from the catalogue: a product's price in one size is the range of its active
 * variants of that size (a driftvale mattress in queen costs less in memory foam than in hybrid). Integer minor units.
 */
export interface PriceRange {
  /** The cheapest active variant of the size (what "from" shows). */
  from: VariantPrice;
  /** The dearest active variant of the size. */
  to: VariantPrice;
}

type Priced = Pick<Product, 'properties' | 'pricing' | 'inventoryKey' | 'availability'>;

/** The product's Size option value that is this size key ('queen' or its label 'Queen'); null when it has none. */
export function sizeOptionValue(product: Pick<Product, 'properties'>, size: SizeKey): string | null {
  const property = product.properties.find((p) => p.name === 'Size');
  return property?.options.find((o) => o.value === size || o.value === SIZE_LABELS[size])?.value ?? null;
}

/** The sizes a product comes in, as size keys in size order (SIZE_KEYS). */
export function sizesOf(product: Pick<Product, 'properties'>): SizeKey[] {
  return SIZE_KEYS.filter((size) => sizeOptionValue(product, size) !== null);
}

/** The price range of the product's active variants in a size (unsized products: every active variant); null when none. */
export function priceRangeIn(product: Priced, size: SizeKey | null): PriceRange | null {
  const value = size === null ? null : sizeOptionValue(product, size);
  if (size !== null && value === null) return null;
  const prices = allSelections(product.properties)
    .filter((selection) => value === null || selection.Size === value)
    .filter(
      (selection) =>
        product.availability[buildVariantSku(product.inventoryKey, product.properties, selection)]?.isActive === true,
    )
    .map((selection) => variantPrice(product, selection));
  if (prices.length === 0) return null;
  const byPrice = [...prices].sort((a, b) => a.price - b.price);
  return { from: byPrice[0]!, to: byPrice[byPrice.length - 1]! };
}
