import { SIZE_KEYS, type SizeKey } from '../enums';
import type { Product } from '../product';
import type { Selection } from '../variant';
import {
  LISTING_FIRMNESS,
  listingPrice,
  listingSelection,
  productFirmness,
  soldSizes,
  soldSizeValue,
  type ListingFirmness,
} from './listing-facets';
import type { ListingQuery } from './listing-query';
import { inBand, priceBandChoices, type PriceBand } from './price-bands';

/** A product as a listing shows it: the variant its card shows (in the filtered size), and that variant's price. */
export interface ListingEntry {
  product: Product;
  selection: Selection;
  /** The Size option value the size filter chose, else null (the card links to the product's default). */
  sizeValue: string | null;
  /** Minor units. */
  price: number;
}

/** Stars per product id (GET /reviews/bottomlines); a product without an entry has no rating. */
export type ListingRatings = Readonly<Record<string, { averageScore: number; totalReviews: number } | undefined>>;

export interface ListingResult {
  entries: ListingEntry[];
  /**
   * The price filter's choices: the bands of the listing's prices in the filtered size (before the firmness and price
   * filters) and the chosen band, disjoint (priceBandChoices).
   */
  bands: PriceBand[];
}

/** The sizes and firmness the listing's products are sold in, for the filter's choices (only those that can match). */
export function listingFacets(products: readonly Product[]): { sizes: SizeKey[]; firmness: ListingFirmness[] } {
  const sizes = new Set(products.flatMap((p) => soldSizes(p)));
  const firmness = new Set(products.flatMap((p) => productFirmness(p)));
  return { sizes: SIZE_KEYS.filter((s) => sizes.has(s)), firmness: LISTING_FIRMNESS.filter((f) => firmness.has(f)) };
}

function compare(query: ListingQuery, ratings: ListingRatings): (a: ListingEntry, b: ListingEntry) => number {
  switch (query.sort) {
    case 'price-asc':
      return (a, b) => a.price - b.price;
    case 'price-desc':
      return (a, b) => b.price - a.price;
    case 'rating':
      return (a, b) => {
        const ra = ratings[a.product.id];
        const rb = ratings[b.product.id];
        return (rb?.averageScore ?? 0) - (ra?.averageScore ?? 0) || (rb?.totalReviews ?? 0) - (ra?.totalReviews ?? 0);
      };
    case null:
      return () => 0;
  }
}

/**
 * Listing filters and sort: keep the products sold in the size (priced in it), of the firmness, in the price band;
 * then sort by price or rating. The sort is stable: equal products keep the catalogue's order.
 */
export function applyListingQuery(
  products: readonly Product[],
  query: ListingQuery,
  ratings: ListingRatings = {},
): ListingResult {
  const sized = products.flatMap((product): ListingEntry[] => {
    const sizeValue = query.size === null ? null : soldSizeValue(product, query.size);
    if (query.size !== null && sizeValue === null) return [];
    const selection = listingSelection(product, sizeValue);
    return [{ product, selection, sizeValue, price: listingPrice(product, selection) }];
  });
  const bands = priceBandChoices(
    sized.map((entry) => entry.price),
    query.price,
  );
  const firmness = query.firmness;
  const price = query.price;
  const kept = sized.filter(
    (entry) =>
      (firmness === null || productFirmness(entry.product).includes(firmness)) && (price === null || inBand(entry.price, price)),
  );
  const byQuery = compare(query, ratings);
  const entries = kept
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => byQuery(a.entry, b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
  return { entries, bands };
}
