import type { BrandKey } from '@store/core';
import { reviewChangeTags, type ReviewChange } from '@store/core/reviews/cache-tags';
import type { Deps } from '../../context';
import { revalidateStorefronts } from '../admin/revalidate-storefronts';

/** How long a review write or vote waits for a storefront before going on without it. */
export const REVIEW_REVALIDATION_TIMEOUT_MS = 2000;

/**
 * After a review is published (new or edited) or voted on: every storefront expires the cached reads that show it
 * (core reviewChangeTags), so the pages show the change on their next request instead of after their revalidation
 * time. Awaited before the answer, so the writer who is told "published" finds it on the page. Without OPERATOR_SECRET
 * or STOREFRONT_URLS nothing is called; a storefront that fails is logged and the pages refresh on their own time.
 */
export async function revalidateReviewPages(
  deps: Pick<Deps, 'operatorSecret' | 'storefrontUrls'>,
  brand: BrandKey,
  change: ReviewChange,
  io: { log: { warn: (details: object, message: string) => void }; fetchFn?: typeof fetch },
): Promise<void> {
  const tags = reviewChangeTags(brand, change);
  const urls = deps.storefrontUrls ?? [];
  if (deps.operatorSecret === undefined || urls.length === 0 || tags.length === 0) return;
  const storefronts = await revalidateStorefronts(urls, deps.operatorSecret, {
    tags,
    timeoutMs: REVIEW_REVALIDATION_TIMEOUT_MS,
    fetchFn: io.fetchFn,
  });
  if (storefronts.some((s) => !s.ok))
    io.log.warn(
      { tags, storefronts },
      'storefront revalidation after a review change failed; its pages refresh on their own time',
    );
}
