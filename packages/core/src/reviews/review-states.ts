import type { TransitionTable } from '../back-office/order-states';
import type { ReviewStatus } from './wire';

/**
 * Rule (review moderation states): a review the moderation rule held ('pending', which staff call "held") is approved
 * (published) or rejected; a published review may still be taken down (rejected) when staff find it should not show;
 * a rejected review is final, because its writer has been emailed the reason. Nothing goes back to held.
 */
export const REVIEW_TRANSITIONS: TransitionTable<ReviewStatus> = {
  pending: ['published', 'rejected'],
  published: ['rejected'],
  rejected: [],
};

/** The staff's names for the states (the queue's tabs): 'held' is the stored 'pending'. */
export const REVIEW_QUEUES = ['held', 'published', 'rejected'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

const STORED: Readonly<Record<ReviewQueue, ReviewStatus>> = { held: 'pending', published: 'published', rejected: 'rejected' };

/** The stored status of a queue. */
export const storedStatusOf = (queue: ReviewQueue): ReviewStatus => STORED[queue];

/** The queue a stored status shows in. */
export const queueOf = (status: ReviewStatus): ReviewQueue => (status === 'pending' ? 'held' : status);

/** What a staff decision is refused with, by the review's state and what was asked. */
export const REVIEW_DECISION_MESSAGES = {
  notFound: 'Review not found',
  stale: 'This review changed since you opened it: reload it and try again',
  alreadyRejected: 'This review was already rejected',
  rejectedIsFinal: 'This review was rejected: it cannot be published',
  replyNeedsPublished: 'Only a published review can have a public reply',
} as const;
