import type { ModerationReason } from '@store/core/reviews/moderation-reasons';
import type { ReviewQueue } from '@store/core/reviews/review-states';

/** What each reason the moderation rule holds a review for means, in staff's words. */
export const HELD_REASON_LABELS: Readonly<Record<ModerationReason, string>> = {
  url: 'Link',
  email: 'Email address',
  phone: 'Phone number',
  'blocked-word': 'Blocked word',
  doubtful: 'Looks disguised',
};

export const QUEUE_LABELS: Readonly<Record<ReviewQueue, string>> = {
  held: 'Held',
  published: 'Published',
  rejected: 'Rejected',
};

export const FIELD_LABELS = { title: 'Title', content: 'Text', displayName: 'Name' } as const;

/** "3 of 5 stars" as stars people read at a glance, with the number for screen readers. */
export const starsOf = (score: number) => '★'.repeat(score) + '☆'.repeat(5 - score);
