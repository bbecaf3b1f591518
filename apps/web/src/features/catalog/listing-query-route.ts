import { redirect } from 'next/navigation';
import type { BrandConfig } from '@store/core/brands';
import {
  EMPTY_LISTING_QUERY,
  needsCanonicalQuery,
  parseListingQuery,
  type ListingQuery,
} from '@store/core/listing/listing-query';
import { canonicalListingHref } from './listing-links';

type RawQuery = Record<string, string | string[] | undefined>;

/** The filters a category list applies: a brand that sells reads them from the URL; a discontinued brand lists everything. */
export function listingQueryOf(brand: BrandConfig, raw: RawQuery): ListingQuery {
  return brand.status === 'active' ? parseListingQuery(raw) : EMPTY_LISTING_QUERY;
}

/**
 * The category list's query, after sending a query with empty or invalid filters (what the GET form submits
 * for "Any size") to its canonical URL, so the address a shopper shares names only the filters that apply.
 */
export function routeListingQuery(brand: BrandConfig, path: string, raw: RawQuery): ListingQuery {
  const query = listingQueryOf(brand, raw);
  if (brand.status === 'active' && needsCanonicalQuery(raw, query)) redirect(canonicalListingHref(path, raw, query));
  return query;
}
