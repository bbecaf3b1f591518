import type { Bottomlines } from '@store/core/reviews/wire';
import { reviewsAnswer } from './reviews-http';

/**
 * GET /api/reviews/bottomlines?domain_keys=: the stars of a whole row of products in one call. Zod-free (the
 * recommendation row asks it on a page's first load): the API checked the answer against `bottomlinesSchema`
 * (lib/api/browser-fetch.ts apiCheckedGet says why that is enough).
 */
export async function fetchBottomlines(domainKeys: readonly string[], signal?: AbortSignal): Promise<Bottomlines> {
  const keys = [...new Set(domainKeys)];
  if (keys.length === 0) return {};
  const query = new URLSearchParams({ domain_keys: keys.join(',') });
  const answer = await reviewsAnswer(`/api/reviews/bottomlines?${query.toString()}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal,
  });
  return answer.result as Bottomlines;
}
