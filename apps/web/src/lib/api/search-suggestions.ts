import type { BrandKey } from '@store/core/brands';
import { searchSuggestionsSchema, type SearchSuggestions } from '@store/core/search/suggestions-wire';
import { fetchApi } from './client';

/** How long the storefront waits for the API's suggestions: a later answer is of no use to someone typing. */
const SUGGEST_TIMEOUT_MS = 3000;

/**
 * GET /search/suggestions?q=: the API's products and category pages for a search being typed, on behalf of the shopper
 * whose address proof `clientAddress` carries (the API's per-address limit counts them, not the storefront). Not cached.
 */
export function fetchSearchSuggestions(
  brand: BrandKey,
  q: string,
  clientAddress: Record<string, string>,
): Promise<SearchSuggestions> {
  return fetchApi(`/search/suggestions?${new URLSearchParams({ q })}`, searchSuggestionsSchema, {
    headers: { 'x-brand': brand, accept: 'application/json', ...clientAddress },
    cache: 'no-store',
    signal: AbortSignal.timeout(SUGGEST_TIMEOUT_MS),
  });
}
