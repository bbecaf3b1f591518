import { queryOptions } from '@tanstack/react-query';
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

/**
 * What the list shows while the next page of reviews loads: the page before when it was of the same queue (paging, a
 * search), so the list does not flash; nothing when the queue changed. The Held cards left under the Rejected tab just
 * chosen, counted as "rejected", would tell the staff member something untrue: a change of queue shows "Loading
 * reviews…" instead.
 */
export function placeholderWithinQueue<T>(
  search: ReviewQueueSearch,
  previous: T | undefined,
  previousSearch: ReviewQueueSearch | undefined,
): T | undefined {
  return previousSearch !== undefined && previousSearch.status === search.status ? previous : undefined;
}

/** One page of a moderation queue. */
export const reviewQueueQuery = (search: ReviewQueueSearch) =>
  queryOptions({
    queryKey: ['reviews', search] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ status: search.status, page: String(search.page) });
      for (const key of ['brand', 'q', 'product'] as const) {
        const value = search[key];
        if (value) params.set(key, value);
      }
      return api<ReviewQueuePage>(`/admin/reviews?${params.toString()}`, { signal });
    },
    placeholderData: (previous, previousQuery) => placeholderWithinQueue(search, previous, previousQuery?.queryKey[1]),
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
