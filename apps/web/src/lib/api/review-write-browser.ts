import './zod-jitless';
import { writtenReviewSchema, type ReviewScore, type WrittenReview } from '@store/core/reviews/wire';
import { jsonInit } from './reviews-browser';
import { reviewsFetch } from './reviews-http';

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
