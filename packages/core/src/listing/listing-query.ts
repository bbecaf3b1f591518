import { SIZE_KEYS, type SizeKey } from '../enums';
import { LISTING_FIRMNESS, type ListingFirmness } from './listing-facets';
import { parsePriceBand, priceBandParam, type PriceBand } from './price-bands';

export const LISTING_SORTS = ['price-asc', 'price-desc', 'rating'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const LISTING_SORT_LABELS: Readonly<Record<ListingSort, string>> = {
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
};

/** A listing's filters and sort, as its URL query carries them (`?size=king&firmness=firm&price=1000-1500&sort=price-asc`). */
export interface ListingQuery {
  size: SizeKey | null;
  firmness: ListingFirmness | null;
  price: PriceBand | null;
  sort: ListingSort | null;
}

export const LISTING_QUERY_KEYS = ['size', 'firmness', 'price', 'sort'] as const;
export type ListingQueryKey = (typeof LISTING_QUERY_KEYS)[number];

export const EMPTY_LISTING_QUERY: ListingQuery = { size: null, firmness: null, price: null, sort: null };

type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

function first(value: string | readonly string[] | undefined): string {
  return (typeof value === 'string' ? value : value?.[0]) ?? '';
}

function oneOf<T extends string>(values: readonly T[], value: string): T | null {
  return (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the listing query; a missing, empty or unknown value is no filter (never an error). */
export function parseListingQuery(raw: RawQuery): ListingQuery {
  return {
    size: oneOf(SIZE_KEYS, first(raw.size)),
    firmness: oneOf(LISTING_FIRMNESS, first(raw.firmness)),
    price: parsePriceBand(first(raw.price)),
    sort: oneOf(LISTING_SORTS, first(raw.sort)),
  };
}

/** The query string of a listing query in its one canonical order, `?size=...&sort=...`, or '' when it sets nothing. */
export function listingQueryString(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.size !== null) params.set('size', query.size);
  if (query.firmness !== null) params.set('firmness', query.firmness);
  if (query.price !== null) params.set('price', priceBandParam(query.price));
  if (query.sort !== null) params.set('sort', query.sort);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Whether the query changes what the listing shows (such a view is noindex; the canonical stays the bare path). */
export function isRefinedListing(query: ListingQuery): boolean {
  return LISTING_QUERY_KEYS.some((key) => query[key] !== null);
}

/**
 * Whether the raw query should be rewritten to its canonical form: a listing key is present but empty, invalid or
 * repeated (what a GET form with "Any" choices submits), or the keys are out of order.
 */
export function needsCanonicalQuery(raw: RawQuery, query: ListingQuery): boolean {
  const present = Object.keys(raw).filter((key): key is ListingQueryKey => oneOf(LISTING_QUERY_KEYS, key) !== null);
  const wanted = LISTING_QUERY_KEYS.filter((key) => query[key] !== null);
  if (present.length !== wanted.length || present.some((key, index) => key !== wanted[index])) return true;
  const canonical = new URLSearchParams(listingQueryString(query));
  return present.some((key) => typeof raw[key] !== 'string' || raw[key] !== canonical.get(key));
}
