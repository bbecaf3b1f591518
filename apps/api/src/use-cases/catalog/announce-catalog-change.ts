import type { BrandKey } from '@store/core';
import { brandCacheTag } from '@store/core/cache-tags';
import type { Deps } from '../../context';
import { revalidateStorefronts, type StorefrontRevalidation } from '../admin/revalidate-storefronts';
import { forgetCatalogMemos } from '../carts/catalog-memo';
import { QUOTE_CACHE_GENERATION } from '../carts/quote-cart';

/** How long a catalogue change waits for each storefront before going on without it. */
export const CATALOG_REVALIDATION_TIMEOUT_MS = 2000;

/** What became of a change's announcement: the quote cache's new generation and each storefront's answer. */
export interface CatalogChangeAnnouncement {
  quoteCacheGeneration: number;
  storefronts: StorefrontRevalidation[];
}

/**
 * After a committed change to what a brand sells (a product, its prices or availability, its photos, the catalogue
 * file): this process forgets its memos of the brand's catalogue (carts' gift offers and bundle pages; other processes
 * within their minute), every API process's quote cache moves to a new generation (shared in the store, so carts and quotes price
 * with the change at once), and every storefront of STOREFRONT_URLS expires the brand's cached reads (tag
 * `brand:{key}`), so pages, feeds and new carts show it on their next request. Called after the transaction commits;
 * awaited, so the person told "saved" finds the change on the storefront. A storefront that cannot be reached is
 * logged, not thrown: its pages refresh on their own revalidation time.
 */
export async function announceCatalogChange(
  deps: Pick<Deps, 'stores' | 'operatorSecret' | 'storefrontUrls'>,
  brand: BrandKey,
  io: { log: { warn: (details: object, message: string) => void }; fetchFn?: typeof fetch },
): Promise<CatalogChangeAnnouncement> {
  forgetCatalogMemos(brand);
  const quoteCacheGeneration = await deps.stores.cache.increment(QUOTE_CACHE_GENERATION);
  const urls = deps.storefrontUrls ?? [];
  if (deps.operatorSecret === undefined || urls.length === 0) return { quoteCacheGeneration, storefronts: [] };
  const storefronts = await revalidateStorefronts(urls, deps.operatorSecret, {
    tags: [brandCacheTag(brand)],
    timeoutMs: CATALOG_REVALIDATION_TIMEOUT_MS,
    fetchFn: io.fetchFn,
  });
  if (storefronts.some((s) => !s.ok))
    io.log.warn(
      { brand, storefronts },
      'storefront revalidation after a catalogue change failed; its pages refresh on their own time',
    );
  return { quoteCacheGeneration, storefronts };
}
