import { SIZE_LABELS } from '@store/core/enums';
import { LISTING_FIRMNESS_LABELS } from '@store/core/listing/listing-facets';
import {
  EMPTY_LISTING_QUERY,
  LISTING_QUERY_KEYS,
  LISTING_SORT_LABELS,
  listingQueryString,
  type ListingQuery,
  type ListingQueryKey,
} from '@store/core/listing/listing-query';
import { formatMoney, type Currency } from '@store/core/money';
import type { PriceBand } from '@store/core/listing/price-bands';

/** A price band as a shopper reads it: "$1,000 – $1,500" (from its lower bound, up to but not including the upper). */
export function priceBandLabel(band: PriceBand, currency: Currency): string {
  return `${formatMoney({ amount: band.min, currency })} – ${formatMoney({ amount: band.max, currency })}`;
}

export interface FilterChip {
  key: ListingQueryKey;
  /** "Size: King". */
  label: string;
  /** The same listing without this filter. */
  href: string;
}

function chipLabel(query: ListingQuery, key: ListingQueryKey, currency: Currency): string | null {
  switch (key) {
    case 'size':
      return query.size === null ? null : `Size: ${SIZE_LABELS[query.size]}`;
    case 'firmness':
      return query.firmness === null ? null : `Firmness: ${LISTING_FIRMNESS_LABELS[query.firmness]}`;
    case 'price':
      return query.price === null ? null : `Price: ${priceBandLabel(query.price, currency)}`;
    case 'sort':
      return query.sort === null ? null : `Sort: ${LISTING_SORT_LABELS[query.sort]}`;
  }
}

/** One plain link per active filter or sort that removes it (the listing works without JavaScript). */
export function filterChips(path: string, query: ListingQuery, currency: Currency): FilterChip[] {
  return LISTING_QUERY_KEYS.flatMap((key) => {
    const label = chipLabel(query, key, currency);
    return label === null ? [] : [{ key, label, href: `${path}${listingQueryString({ ...query, [key]: null })}` }];
  });
}

/** The listing's URL in its canonical query form, keeping any parameter that is not a listing filter (utm_*, ...). */
export function canonicalListingHref(
  path: string,
  raw: Readonly<Record<string, string | string[] | undefined>>,
  query: ListingQuery = EMPTY_LISTING_QUERY,
): string {
  const params = new URLSearchParams(listingQueryString(query));
  for (const [key, value] of Object.entries(raw)) {
    if ((LISTING_QUERY_KEYS as readonly string[]).includes(key) || value === undefined) continue;
    for (const one of typeof value === 'string' ? [value] : value) params.append(key, one);
  }
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}
