import { z } from 'zod';
export type { ReviewScore } from './constants';

/** The reviews service's wire shapes, shared by the API's response schemas and the storefront. */

export const reviewScoreSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

export const reviewMediaSchema = z.object({
  type: z.enum(['image', 'video']),
  url: z.string(),
  thumbnailUrl: z.string(),
  alt: z.string(),
});
export type ReviewMedia = z.infer<typeof reviewMediaSchema>;

export const voteDirectionSchema = z.enum(['up', 'down']);
export type VoteDirection = z.infer<typeof voteDirectionSchema>;

/** The brand's public answer to a review, shown under it ("Response from <brand>"); who wrote it stays in the back office. */
export const reviewReplySchema = z.object({
  text: z.string(),
  createdAt: z.string(),
  /** When it was last changed, if it was. */
  editedAt: z.string().nullable(),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const reviewSchema = z.object({
  id: z.string(),
  domainKey: z.string(),
  productTitle: z.string(),
  score: reviewScoreSchema,
  title: z.string(),
  content: z.string(),
  user: z.object({ displayName: z.string() }),
  verifiedBuyer: z.boolean(),
  topics: z.array(z.string()),
  media: z.array(reviewMediaSchema),
  votesUp: z.number().int(),
  votesDown: z.number().int(),
  myVote: voteDirectionSchema.nullable(),
  createdAt: z.string(),
  reply: reviewReplySchema.nullish(),
});
export type Review = z.infer<typeof reviewSchema>;

export const starDistributionSchema = z.object({
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
});
export type StarDistribution = z.infer<typeof starDistributionSchema>;

export const bottomlineSchema = z.object({
  totalReviews: z.number().int(),
  /** 0 when there are no reviews, else rounded to one decimal. */
  averageScore: z.number(),
  starDistribution: starDistributionSchema,
});
export type Bottomline = z.infer<typeof bottomlineSchema>;

export const bottomlineSummarySchema = bottomlineSchema.pick({ totalReviews: true, averageScore: true });
export type BottomlineSummary = z.infer<typeof bottomlineSummarySchema>;

/** GET /reviews/bottomlines: one summary per known product key (keys without reviews have zeros). */
export const bottomlinesSchema = z.record(z.string(), bottomlineSummarySchema);
export type Bottomlines = z.infer<typeof bottomlinesSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type ReviewPagination = z.infer<typeof paginationSchema>;

export const reviewTopicCountSchema = z.object({ name: z.string(), count: z.number().int() });

export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  pagination: paginationSchema,
  /** Topics of the whole matching set, most frequent first, at most REVIEWS_MAX_TOPICS. */
  topics: z.array(reviewTopicCountSchema),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const albumItemSchema = z.object({
  id: z.string(),
  type: z.enum(['video', 'image']),
  url: z.string(),
  posterUrl: z.string(),
  caption: z.string(),
  reviewer: z.string(),
  domainKey: z.string().nullable(),
});
export type AlbumItem = z.infer<typeof albumItemSchema>;

export const albumSchema = z.object({
  name: z.string(),
  title: z.string(),
  items: z.array(albumItemSchema),
  pagination: paginationSchema,
});
export type Album = z.infer<typeof albumSchema>;

export const voteResultSchema = z.object({
  votesUp: z.number().int(),
  votesDown: z.number().int(),
  myVote: voteDirectionSchema.nullable(),
});
export type VoteResult = z.infer<typeof voteResultSchema>;

/** 'pending': held by the moderation rule until staff decide (core review-states.ts); 'rejected': staff refused it. */
export const REVIEW_STATUSES = ['published', 'pending', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const writtenReviewSchema = z.object({ review: reviewSchema, status: z.enum(REVIEW_STATUSES) });
export type WrittenReview = z.infer<typeof writtenReviewSchema>;

export const REVIEW_SORT_KEYS = ['date', 'rating', 'votes_up', 'images', 'relevance'] as const;
export type ReviewSortKey = (typeof REVIEW_SORT_KEYS)[number];

/** GET /reviews/orders/{orderId}: the products of one order that already have a review, with its moderation status. */
export const orderReviewsSchema = z.object({
  reviewed: z.array(z.object({ domainKey: z.string(), status: z.enum(REVIEW_STATUSES) })),
});
export type OrderReviews = z.infer<typeof orderReviewsSchema>;
