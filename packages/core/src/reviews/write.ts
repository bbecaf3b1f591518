import { z } from 'zod';
import { isSafeText, safeId, safeText, UNSAFE_TEXT_MESSAGE } from '../text/safe-text';
import {
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
  REVIEW_DISPLAY_NAME_MAX,
  REVIEW_DISPLAY_NAME_MIN,
  REVIEW_TITLE_MAX,
} from './constants';

/** Rule (review text): trimmed; the limits apply to the trimmed text. */
const trimmedText = (min: number, max: number) =>
  safeText({ max: max * 2 })
    .transform((value) => value.trim())
    .pipe(z.string().min(min).max(max));

/**
 * Rule (review text): the review body may hold line breaks (a textarea sends them; CRLF is stored as LF);
 * every other control character, and an unpaired surrogate, is refused like in any client text.
 */
export function reviewContentIsSafe(value: string): boolean {
  return isSafeText(value.replace(/\r?\n/g, ' '));
}

const contentText = z
  .string()
  .max(REVIEW_CONTENT_MAX * 2)
  .refine(reviewContentIsSafe, { message: UNSAFE_TEXT_MESSAGE, abort: true })
  .transform((value) => value.replace(/\r\n?/g, '\n').trim())
  .pipe(z.string().min(REVIEW_CONTENT_MIN).max(REVIEW_CONTENT_MAX));

/** POST /reviews body: nothing here sets the verified flag, the status or a vote count. */
export const writeReviewRequestSchema = z.object({
  orderId: safeId(100),
  domainKey: safeId(100),
  score: z.number().int().min(1).max(5),
  title: trimmedText(1, REVIEW_TITLE_MAX),
  content: contentText,
  displayName: trimmedText(REVIEW_DISPLAY_NAME_MIN, REVIEW_DISPLAY_NAME_MAX),
});
export type WriteReviewRequest = z.infer<typeof writeReviewRequestSchema>;
