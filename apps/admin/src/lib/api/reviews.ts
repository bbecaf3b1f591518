import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReviewQueuePage, StaffReview } from '@store/core/reviews/moderation-wire';
import type { ReviewQueue } from '@store/core/reviews/review-states';
import { api } from './client';

export interface ReviewQueueSearch {
  status: ReviewQueue;
  brand?: string | undefined;
  q?: string | undefined;
  product?: string | undefined;
  page: number;
}

/** One page of a moderation queue. */
export const reviewQueueQuery = (search: ReviewQueueSearch) =>
  queryOptions({
    queryKey: ['reviews', search],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ status: search.status, page: String(search.page) });
      for (const key of ['brand', 'q', 'product'] as const) {
        const value = search[key];
        if (value) params.set(key, value);
      }
      return api<ReviewQueuePage>(`/admin/reviews?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** A staff change of a review, with what each one sends (the version read, for the API's concurrency check). */
export type ReviewMove =
  { action: 'approve' } | { action: 'reject'; reason: string } | { action: 'reply'; text: string } | { action: 'remove-reply' };

export async function moveReview(review: StaffReview, move: ReviewMove, idempotencyKey: string): Promise<StaffReview> {
  const path = `/admin/reviews/${encodeURIComponent(review.id)}`;
  const { version } = review;
  const answer =
    move.action === 'approve'
      ? await api<{ review: StaffReview }>(`${path}/approve`, { method: 'POST', body: { version }, idempotencyKey })
      : move.action === 'reject'
        ? await api<{ review: StaffReview }>(`${path}/reject`, {
            method: 'POST',
            body: { version, reason: move.reason },
            idempotencyKey,
          })
        : move.action === 'reply'
          ? await api<{ review: StaffReview }>(`${path}/reply`, {
              method: 'PUT',
              body: { version, text: move.text },
              idempotencyKey,
            })
          : await api<{ review: StaffReview }>(`${path}/reply?version=${version}`, { method: 'DELETE' });
  return answer.review;
}
