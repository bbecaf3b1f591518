import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ReviewMedia, ReviewStatus, VoteDirection } from '@store/core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Reviews of a brand's products. `search` is Postgres full-text search over title and text (English
 * configuration, title weighted A), kept by the database as a generated column with a GIN index. votes_up/down are
 * counters kept in step with review_votes in one transaction (core voteDelta). Seeded reviews have no order; a written
 * one names the paid order it comes from, one per (order, product). Moderation: a review the rule holds is 'pending'
 * with the reasons kept; staff publish or reject it (core REVIEW_TRANSITIONS), and may reply in public under a
 * published one; `version` moves on with each staff change (optimistic concurrency).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    domainKey: text('domain_key').notNull(),
    productTitle: text('product_title').notNull(),
    orderId: text('order_id'),
    score: smallint('score').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    displayName: text('display_name').notNull(),
    verifiedBuyer: boolean('verified_buyer').notNull(),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    media: jsonb('media').$type<ReviewMedia[]>().notNull().default([]),
    status: text('status').$type<ReviewStatus>().notNull(),
    votesUp: integer('votes_up').notNull().default(0),
    votesDown: integer('votes_down').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the moderation rule held it (core heldReasons), kept as written so staff see it; empty when published at once. */
    heldReasons: text('held_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Moves on with every staff change (decision, reply): the version a staff member read, for optimistic concurrency. */
    version: integer('version').notNull().default(1),
    /** The staff decision: who (id and email at the time) and when. */
    decidedById: text('decided_by_id'),
    decidedByEmail: text('decided_by_email'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why staff rejected it, as emailed to the writer. */
    rejectionReason: text('rejection_reason'),
    /** The brand's public reply, shown under the review. */
    replyText: text('reply_text'),
    replyById: text('reply_by_id'),
    replyByEmail: text('reply_by_email'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    replyEditedAt: timestamp('reply_edited_at', { withTimezone: true }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', ${reviews.title}), 'A') || setweight(to_tsvector('english', ${reviews.content}), 'B')`,
      ),
  },
  (t) => [
    check('reviews_score_check', sql`${t.score} between 1 and 5`),
    check('reviews_status_check', sql`${t.status} in ('published', 'pending', 'rejected')`),
    check('reviews_rejection_reason_check', sql`${t.status} <> 'rejected' or ${t.rejectionReason} is not null`),
    check('reviews_version_check', sql`${t.version} >= 1`),
    check('reviews_reply_check', sql`(${t.replyText} is null) = (${t.repliedAt} is null)`),
    index('reviews_product_idx').on(t.brand, t.domainKey, t.status, t.createdAt),
    index('reviews_brand_idx').on(t.brand, t.status, t.createdAt),
    index('reviews_search_idx').using('gin', t.search),
    uniqueIndex('reviews_order_product_idx')
      .on(t.orderId, t.domainKey)
      .where(sql`${t.orderId} is not null`),
  ],
);

/**
 * One vote per voter per review (core reviewVoter: `acct:<user id>` or `addr:<client address>`), changed or removed
 * in place. The column keeps its first name, session_hash; votes from before voters were keyed so are guest sessions.
 */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voter: text('session_hash').notNull(),
    direction: text('direction').$type<VoteDirection>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voter] })],
);

/** Named sets of review media per brand (the video testimonials). */
export const reviewAlbums = pgTable(
  'review_albums',
  {
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.name] })],
);

export const reviewAlbumItems = pgTable(
  'review_album_items',
  {
    brand: text('brand').notNull(),
    albumName: text('album_name').notNull(),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    type: text('type').$type<'video' | 'image'>().notNull(),
    url: text('url').notNull(),
    posterUrl: text('poster_url').notNull(),
    caption: text('caption').notNull(),
    reviewer: text('reviewer').notNull(),
    domainKey: text('domain_key'),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.albumName, t.id] }),
    index('review_album_items_position_idx').on(t.brand, t.albumName, t.position),
  ],
);
