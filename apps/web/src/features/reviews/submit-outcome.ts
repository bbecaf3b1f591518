import type { ReviewStatus } from '@store/core/reviews/wire';
import { ReviewsHttpError } from '../../lib/api/reviews-http';
import type { FormOutcome } from '../account/form-outcome';
import { writtenReviewMessage, type ReviewedState } from './review-draft';

const CONFLICT = 409;
const RETRY_MESSAGE = 'Your review could not be sent. Please try again.';

/**
 * What the write form shows after a submit: a written review and the API's 409 (one review per order and product:
 * written meanwhile in another tab) both turn the form into "You reviewed this product"; any other failure keeps the
 * form with the API's message (a 4xx) or a retry message.
 */
export function submitOutcome(answer: { ok: true; status: ReviewStatus } | { ok: false; error: unknown }): {
  reviewed: ReviewedState | null;
  outcome: FormOutcome;
} {
  if (answer.ok) return { reviewed: answer.status, outcome: { kind: 'done', message: writtenReviewMessage(answer.status) } };
  const { error } = answer;
  if (error instanceof ReviewsHttpError && error.status === CONFLICT) return { reviewed: 'written', outcome: { kind: 'none' } };
  const message =
    error instanceof ReviewsHttpError && error.status < 500 && error.serverMessage ? error.serverMessage : RETRY_MESSAGE;
  return { reviewed: null, outcome: { kind: 'error', message } };
}
