import {
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
  REVIEW_DISPLAY_NAME_MAX,
  REVIEW_DISPLAY_NAME_MIN,
  REVIEW_TITLE_MAX,
} from '@store/core/reviews/constants';
import type { ReviewStatus } from '@store/core/reviews/wire';

export interface ReviewFormValues {
  score: number | null;
  title: string;
  content: string;
  displayName: string;
}

export type ReviewFormField = keyof ReviewFormValues;

/** The form's own check before it posts (the API checks again): the contract's limits, counted on trimmed text. */
export function reviewFormProblems(values: ReviewFormValues): Partial<Record<ReviewFormField, string>> {
  const problems: Partial<Record<ReviewFormField, string>> = {};
  if (values.score === null) problems.score = 'Choose a rating from 1 to 5 stars.';
  const title = values.title.trim();
  if (title.length < 1 || title.length > REVIEW_TITLE_MAX)
    problems.title = `Give your review a title (up to ${REVIEW_TITLE_MAX} characters).`;
  const content = values.content.trim();
  if (content.length < REVIEW_CONTENT_MIN || content.length > REVIEW_CONTENT_MAX)
    problems.content = `Write at least ${REVIEW_CONTENT_MIN} characters (up to ${REVIEW_CONTENT_MAX}).`;
  const name = values.displayName.trim();
  if (name.length < REVIEW_DISPLAY_NAME_MIN || name.length > REVIEW_DISPLAY_NAME_MAX)
    problems.displayName = `Enter the name to show, ${REVIEW_DISPLAY_NAME_MIN} to ${REVIEW_DISPLAY_NAME_MAX} characters.`;
  return problems;
}

/** What the shopper reads after writing a review (moderation outcome). */
export function writtenReviewMessage(status: ReviewStatus): string {
  return status === 'published'
    ? 'Thank you! Your review is published.'
    : 'Thank you! Your review will appear once our team has checked it.';
}

/** What the order page knows of a product's review: its status, or 'written' when the API answered 409 (status unknown). */
export type ReviewedState = ReviewStatus | 'written';

export const REVIEWED_MESSAGE = 'You reviewed this product';
export const REVIEWED_PENDING_NOTE = 'It appears once approved.';

/** The line shown instead of "Write a review" once the product has a review for the order. */
export function reviewedMessage(state: ReviewedState): string {
  return state === 'pending' ? `${REVIEWED_MESSAGE}. ${REVIEWED_PENDING_NOTE}` : `${REVIEWED_MESSAGE}.`;
}
