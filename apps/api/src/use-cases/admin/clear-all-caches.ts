import { ok, type Result } from '@store/core';
import type { Deps } from '../../context';
import { QUOTE_CACHE_GENERATION } from '../carts/quote-cart';
import { revalidateStorefronts, type StorefrontRevalidation } from './revalidate-storefronts';

/** How long one storefront may take to revalidate before the clear reports it as not reached. */
const STOREFRONT_TIMEOUT_MS = 5000;

export interface CacheClearReport {
  /** The quote cache's new generation: every process's earlier entries are now misses. */
  quoteCacheGeneration: number;
  /** Each storefront of STOREFRONT_URLS and whether its /api/revalidate answered 2xx. */
  storefronts: StorefrontRevalidation[];
}

/**
 * clearAllCache: empties the quote cache on every API process (a generation in the shared store that quote
 * keys carry) and asks every storefront process to revalidate its cached pages. A storefront that cannot be reached
 * does not fail the clear: the report says which, and the operator can run it again.
 */
export async function clearAllCaches(
  deps: Pick<Deps, 'stores' | 'storefrontUrls'>,
  secret: string,
  fetchFn: typeof fetch = fetch,
): Promise<Result<CacheClearReport>> {
  const quoteCacheGeneration = await deps.stores.cache.increment(QUOTE_CACHE_GENERATION);
  const storefronts = await revalidateStorefronts(deps.storefrontUrls ?? [], secret, {
    timeoutMs: STOREFRONT_TIMEOUT_MS,
    fetchFn,
  });
  return ok({ quoteCacheGeneration, storefronts });
}
