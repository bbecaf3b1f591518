import type { BrandKey } from '@store/core/brands';
import { SEARCH_LIMIT_DEFAULT } from '@store/core/search/query';
import { searchResultSchema, type SearchResult } from '@store/core/search/wire';
import { fetchApi } from './client';

/**
 * GET /search?q=&limit=: the brand's products matching a search, and suggestions. Not cached: every search text would
 * be an entry of the data cache (a catalogue read behind it is milliseconds).
 */
export async function searchCatalogue(brand: BrandKey, q: string, limit = SEARCH_LIMIT_DEFAULT): Promise<SearchResult> {
  const query = new URLSearchParams({ q, limit: String(limit) });
  return fetchApi(`/search?${query}`, searchResultSchema, {
    headers: { 'x-brand': brand, accept: 'application/json' },
    cache: 'no-store',
  });
}
