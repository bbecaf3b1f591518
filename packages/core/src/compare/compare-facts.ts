import type { BrandConfig } from '../brands';
import type { SizeKey } from '../enums';
import type { Currency } from '../money';
import type { Product } from '../product';
import type { BottomlineSummary } from '../reviews/wire';
import { selectionHref } from '../selection-url';
import { feelOf, type FeelFacts } from './feel';
import { constructionOf, coolingScore, materialsOf } from './materials';
import { priceRangeIn, sizeOptionValue, sizesOf, type PriceRange } from './prices';

/** One product's column of a comparison, every fact read or derived from the catalogue. */
export interface ComparedProduct {
  id: string;
  title: string;
  /** Its page path. */
  url: string;
  /** The currency its prices are in (the brand's region decides it). */
  currency: Currency;
  /** Inches; null when the catalogue gives none (a pillow). */
  height: number | null;
  /** A mattress's construction (hybrid, latex, all foam, or its Material choice); null for other products. */
  construction: string | null;
  feel: FeelFacts | null;
  materials: string[];
  cooling: number;
  /** The price range in each size it comes in, in size order (SIZE_KEYS), with its page in that size; unsized products have one entry under null. */
  prices: { size: SizeKey | null; range: PriceRange; href: string }[];
  trial: string | null;
  warranty: string | null;
  rating: BottomlineSummary | null;
}

type Compared = Pick<
  Product,
  'id' | 'title' | 'metadata' | 'attributes' | 'properties' | 'pricing' | 'inventoryKey' | 'availability' | 'content'
>;

/** The product's height: its metadata, else its size guide's first row (the same figure for every size of a mattress). */
function heightOf(product: Compared): number | null {
  return product.metadata.height ?? product.content.sizeGuide?.rows[0]?.height ?? null;
}

/**
 * The trial and warranty: the product's own claim (content.coverage, written from the brand registry at seed time);
 * without one, the brand registry's copy for its kind (mattresses, bedding).
 */
function claimOf(product: Compared, brand: Pick<BrandConfig, 'copy'>): { trial: string | null; warranty: string | null } {
  if (product.content.coverage !== undefined) return product.content.coverage;
  if (product.attributes.group === 'mattress') return { trial: brand.copy.mattressTrial, warranty: brand.copy.mattressWarranty };
  if (product.attributes.group === 'bedding') return { trial: brand.copy.beddingTrial, warranty: null };
  return { trial: null, warranty: null };
}

/** One product's facts for a comparison table (trial and warranty claims from the registry, prices in minor units). */
export function comparedProduct(
  product: Compared,
  brand: Pick<BrandConfig, 'copy'>,
  rating: BottomlineSummary | undefined,
): ComparedProduct {
  const materials = materialsOf(product);
  const sizes = sizesOf(product);
  const keys: (SizeKey | null)[] = sizes.length === 0 ? [null] : sizes;
  const prices = keys.flatMap((size) => {
    const range = priceRangeIn(product, size);
    const value = size === null ? null : sizeOptionValue(product, size);
    const href = value === null ? product.metadata.url : selectionHref(product, { Size: value });
    return range === null ? [] : [{ size, range, href }];
  });
  return {
    id: product.id,
    title: product.title,
    url: product.metadata.url,
    currency: Array.isArray(product.pricing)
      ? (product.pricing[0]?.totalPrice.currency ?? 'USD')
      : product.pricing.price.currency,
    height: heightOf(product),
    construction: constructionOf(product, materials),
    feel: feelOf(product),
    materials,
    cooling: coolingScore(materials),
    prices,
    ...claimOf(product, brand),
    rating: rating !== undefined && rating.totalReviews > 0 ? rating : null,
  };
}

/** The product's price range in a size; null when it is not sold in that size. */
export function rangeIn(product: Pick<ComparedProduct, 'prices'>, size: SizeKey | null): PriceRange | null {
  return product.prices.find((entry) => entry.size === size)?.range ?? null;
}
