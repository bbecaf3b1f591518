import { z } from 'zod';
import { BRAND_KEYS } from '../brands';
import { isSafeText, safeId, safeText, UNSAFE_TEXT_MESSAGE } from '../text/safe-text';
import { MODERATED_FIELDS, MODERATION_REASONS } from './moderation-reasons';
import { REVIEW_QUEUES } from './review-states';
import { reviewScoreSchema } from './wire';

/** The staff's review moderation wire (/admin/reviews). */

/** Reviews per page of the moderation queue. */
export const REVIEW_QUEUE_PAGE_SIZE = 20;
/** The most a rejection reason may hold (it is emailed to the writer). */
export const REVIEW_REJECTION_MAX = 1_000;
/** The most a public reply may hold. */
export const REVIEW_REPLY_MAX = 2_000;

/** Text staff type for a shopper to read: line breaks allowed (CRLF stored as LF), trimmed, never empty. */
const staffProse = (max: number, what: string) =>
  z
    .string({ error: `Write ${what}` })
    .max(max * 2, `${what[0]!.toUpperCase()}${what.slice(1)} is too long (at most ${max} characters)`)
    .refine((value) => isSafeText(value.replace(/\r?\n/g, ' ')), { message: UNSAFE_TEXT_MESSAGE, abort: true })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, `Write ${what}`)
        .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} is too long (at most ${max} characters)`),
    );

/** The review's version as the member read it: a decision on a review changed since is refused (409). */
const version = z.number({ error: 'Send the version of the review you read' }).int().min(1).max(1_000_000_000);

/** GET /admin/reviews: the queue of one state, of one brand or all the member's brands, searched by text or product. */
export const reviewQueueQuerySchema = z.strictObject({
  status: z.enum(REVIEW_QUEUES).default('held'),
  brand: z.enum(BRAND_KEYS).optional(),
  q: safeText({ max: 100 }).optional(),
  product: safeId(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const approveReviewSchema = z.strictObject({ version });
export const rejectReviewSchema = z.strictObject({ version, reason: staffProse(REVIEW_REJECTION_MAX, 'a reason') });
export const replyReviewSchema = z.strictObject({ version, text: staffProse(REVIEW_REPLY_MAX, 'a reply') });
export const removeReplyQuerySchema = z.strictObject({ version: z.coerce.number().int().min(1).max(1_000_000_000) });

export const reviewFindingSchema = z.object({
  field: z.enum(MODERATED_FIELDS),
  reason: z.enum(MODERATION_REASONS),
  match: z.string(),
});

export const staffReviewSchema = z.object({
  id: z.string(),
  brand: z.string(),
  domainKey: z.string(),
  productTitle: z.string(),
  orderId: z.string().nullable(),
  score: reviewScoreSchema,
  title: z.string(),
  content: z.string(),
  displayName: z.string(),
  verifiedBuyer: z.boolean(),
  status: z.enum(REVIEW_QUEUES),
  version: z.number().int(),
  createdAt: z.string(),
  /** Why the rule held it (kept when it was written). */
  heldReasons: z.array(z.enum(MODERATION_REASONS)),
  /** What tripped the rule, per field, in the text as the rule reads it (`read`). */
  findings: z.array(reviewFindingSchema),
  read: z.object({ title: z.string(), content: z.string(), displayName: z.string() }),
  decision: z.object({ by: z.string(), at: z.string() }).nullable(),
  rejectionReason: z.string().nullable(),
  reply: z.object({ text: z.string(), by: z.string(), at: z.string(), editedAt: z.string().nullable() }).nullable(),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;

export const reviewQueueSchema = z.object({
  reviews: z.array(staffReviewSchema),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  /** How many are held, across the same brands (the tab's badge). */
  heldCount: z.number().int(),
});
export type ReviewQueuePage = z.infer<typeof reviewQueueSchema>;

export const staffReviewAnswerSchema = z.object({ review: staffReviewSchema });
