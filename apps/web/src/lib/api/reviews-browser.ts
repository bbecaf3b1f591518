import './zod-jitless';
import {
  reviewPageSchema,
  voteResultSchema,
  writtenReviewSchema,
  type ReviewPage,
  type ReviewScore,
  type ReviewSortKey,
  type VoteDirection,
  type VoteResult,
  type WrittenReview,
} from '@store/core/reviews/wire';
import { reviewsFetch } from './reviews-http';

/** POST /reviews/filter body (issue 11 contract, SPEC §7 filter reviews). */
export interface ReviewFilter {
  per_page?: number;
  page?: number;
  free_text_search?: string;
  domain_key?: string;
  topic_names?: string[];
  scores?: ReviewScore[];
  sortings?: Array<{ sort_by: ReviewSortKey; ascending: boolean }>;
}

function jsonInit(method: 'POST', body: unknown, signal?: AbortSignal, extraHeaders: Record<string, string> = {}): RequestInit {
  return {
    method,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...extraHeaders },
    body: JSON.stringify(body),
    signal,
  };
}

/** POST /api/reviews/filter from the browser (the shopper's session makes `myVote`). */
export function filterReviews(filter: ReviewFilter, signal?: AbortSignal): Promise<ReviewPage> {
  return reviewsFetch('/api/reviews/filter', jsonInit('POST', filter, signal), reviewPageSchema);
}

/** POST /api/reviews/{id}/vote: up, down, or null to take the vote back. */
export function voteReview(reviewId: string, direction: VoteDirection | null): Promise<VoteResult> {
  return reviewsFetch(`/api/reviews/${encodeURIComponent(reviewId)}/vote`, jsonInit('POST', { direction }), voteResultSchema);
}

export interface ReviewDraft {
  orderId: string;
  domainKey: string;
  score: ReviewScore;
  title: string;
  content: string;
  displayName: string;
}

/**
 * POST /api/reviews: a buyer's review of a line of a paid order; published or pending (moderation). One
 * Idempotency-Key per attempt, so a double submit replays the first answer.
 */
export function writeReview(draft: ReviewDraft, idempotencyKey: string): Promise<WrittenReview> {
  return reviewsFetch(
    '/api/reviews',
    jsonInit('POST', draft, undefined, { 'Idempotency-Key': idempotencyKey }),
    writtenReviewSchema,
  );
}
