import { SIZE_KEYS } from '@store/core/enums';
import type { UpsellFlagName, UpsellItem } from '@store/core/upsell';
import { apiCheckedGet } from './browser-fetch';

export type { UpsellItem } from '@store/core/upsell';

export interface UpsellQuery {
  /** Catalogue names; none asks for the brand's whole catalogue. */
  names?: readonly string[];
  /** The chosen size: sized items without a size default take it (catalogue lookup). */
  size?: string;
  /** Shopper test flags, e.g. showShippingProtection. */
  flags?: readonly UpsellFlagName[];
}

/** The query string of GET /upsells; a size outside SIZE_KEYS is left out rather than refused by the API. */
export function upsellQueryString({ names = [], size, flags = [] }: UpsellQuery): string {
  const params = new URLSearchParams();
  if (names.length > 0) params.set('names', names.join(','));
  if (size !== undefined && (SIZE_KEYS as readonly string[]).includes(size)) params.set('size', size);
  if (flags.length > 0) params.set('flags', flags.join(','));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * GET /api/upsells?names=&size=&flags=: the brand's add-ons (gifts, upgrades, coverage, furniture), unknown names
 * dropped. Zod-free (a product page's picker asks on first load): the API checked the answer against
 * `z.array(upsellItemSchema)` (browser-fetch.ts apiCheckedGet).
 */
export function fetchUpsells(query: UpsellQuery): Promise<UpsellItem[]> {
  return apiCheckedGet(`/upsells${upsellQueryString(query)}`);
}
