import type { ReviewPage, ReviewScore, ReviewSortKey, VoteDirection, VoteResult } from '@store/core/reviews/wire';
import { reviewsAnswer } from './reviews-http';

/** POST /reviews/filter body (the reviews service's filter call). */
export interface ReviewFilter {
  per_page?: number;
  page?: number;
  free_text_search?: string;
  domain_key?: string;
  topic_names?: string[];
  scores?: ReviewScore[];
  sortings?: Array<{ sort_by: ReviewSortKey; ascending: boolean }>;
}

export function jsonInit(
  method: 'POST',
  body: unknown,
  signal?: AbortSignal,
  extraHeaders: Record<string, string> = {},
): RequestInit {
  return {
    method,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...extraHeaders },
    body: JSON.stringify(body),
    signal,
  };
}

/**
 * POST /api/reviews/filter from the browser (the shopper's session makes `myVote`). Zod-free, like the vote below (the
 * reviews section loads as the shopper scrolls to it): the API checked the answer against `reviewPageSchema`
 * (browser-fetch.ts apiCheckedGet says why that is enough).
 */
export async function filterReviews(filter: ReviewFilter, signal?: AbortSignal): Promise<ReviewPage> {
  return (await reviewsAnswer('/api/reviews/filter', jsonInit('POST', filter, signal))).result as ReviewPage;
}

/** POST /api/reviews/{id}/vote: up, down, or null to take the vote back (checked by the API against `voteResultSchema`). */
export async function voteReview(reviewId: string, direction: VoteDirection | null): Promise<VoteResult> {
  const url = `/api/reviews/${encodeURIComponent(reviewId)}/vote`;
  return (await reviewsAnswer(url, jsonInit('POST', { direction }))).result as VoteResult;
}
