import { SIZE_KEYS, SIZE_LABELS, type SizeKey } from '../enums';
import type { Product } from '../product';
import { buildVariantSku, defaultSelection, variantPrice, type Selection } from '../variant';

/** The firmness words a listing filters on: the Firmness property's values plus the feels the catalogue's copy names. */
export const LISTING_FIRMNESS = ['soft', 'medium', 'medium-firm', 'luxury-firm', 'firm'] as const;
export type ListingFirmness = (typeof LISTING_FIRMNESS)[number];
export const LISTING_FIRMNESS_LABELS: Readonly<Record<ListingFirmness, string>> = {
  soft: 'Soft',
  medium: 'Medium',
  'medium-firm': 'Medium-firm',
  'luxury-firm': 'Luxury firm',
  firm: 'Firm',
};

/** A size option value as a size key: the key itself ('twinXL') or its label ('Twin XL'); null otherwise. */
export function sizeKeyOf(value: string): SizeKey | null {
  return SIZE_KEYS.find((key) => key === value || SIZE_LABELS[key] === value) ?? null;
}

/**
 * Size filter: the product's Size option value for a size when the product sells it (the option is in stock and
 * its variant, in the default choice of the other properties, is active); null otherwise.
 */
export function soldSizeValue(
  product: Pick<Product, 'properties' | 'availability' | 'inventoryKey'>,
  size: SizeKey,
): string | null {
  const option = product.properties
    .find((p) => p.name === 'Size')
    ?.options.find((o) => sizeKeyOf(o.value) === size && !o.outOfStock);
  if (option === undefined) return null;
  const sku = buildVariantSku(product.inventoryKey, product.properties, { ...defaultSelection(product), Size: option.value });
  const availability = product.availability[sku];
  return availability === undefined || availability.isActive ? option.value : null;
}

/** The sizes a product sells, in size order. */
export function soldSizes(product: Pick<Product, 'properties' | 'availability' | 'inventoryKey'>): SizeKey[] {
  return SIZE_KEYS.filter((size) => soldSizeValue(product, size) !== null);
}

const FEEL = /^(plush-medium|plush|soft|medium-firm|medium|luxury[ -]firm|firm)\b[^.]*\bfeel\b/i;
const FEEL_FIRMNESS: Readonly<Record<string, ListingFirmness>> = {
  'plush-medium': 'medium',
  plush: 'soft',
  soft: 'soft',
  'medium-firm': 'medium-firm',
  medium: 'medium',
  'luxury firm': 'luxury-firm',
  'luxury-firm': 'luxury-firm',
  firm: 'firm',
};

function isListingFirmness(value: string): value is ListingFirmness {
  return (LISTING_FIRMNESS as readonly string[]).includes(value);
}

/**
 * Firmness filter: the firmness a shopper can buy the product in. A product with a Firmness property offers its
 * in-stock values; otherwise the feel its highlights state ('Medium-firm feel (6.5/10)'); none for a product with neither.
 */
export function productFirmness(product: Pick<Product, 'properties' | 'content'>): ListingFirmness[] {
  const property = product.properties.find((p) => p.name === 'Firmness');
  if (property !== undefined)
    return property.options.filter((o) => !o.outOfStock && isListingFirmness(o.value)).map((o) => o.value as ListingFirmness);
  for (const highlight of product.content.highlights) {
    const match = FEEL.exec(highlight.trim());
    const firmness = match === null ? undefined : FEEL_FIRMNESS[match[1]!.toLowerCase()];
    if (firmness !== undefined) return [firmness];
  }
  return [];
}

/** The choice a listing card shows: the default variant, or that variant in the filtered size. */
export function listingSelection(product: Pick<Product, 'properties'>, sizeValue: string | null): Selection {
  const selection = defaultSelection(product);
  return sizeValue === null ? selection : { ...selection, Size: sizeValue };
}

/** The price a listing card shows and the price filter and sort use, in minor units of the product's currency. */
export function listingPrice(product: Pick<Product, 'properties' | 'pricing' | 'inventoryKey'>, selection: Selection): number {
  return variantPrice(product, selection).price;
}
