import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BrandKey, Review, ReviewQuery, ReviewScore, ReviewStatus, ScoreCounts, VoteDirection } from '@store/core';
import { REVIEWS_MAX_TOPICS } from '@store/core';
import type { Database } from '../client';
import { reviews, reviewVotes } from '../schema';

type Reader = Pick<Database, 'select'>;
type ReviewRow = Omit<
  typeof reviews.$inferSelect,
  | 'search'
  | 'heldReasons'
  | 'version'
  | 'decidedById'
  | 'decidedByEmail'
  | 'decidedAt'
  | 'rejectionReason'
  | 'replyText'
  | 'replyById'
  | 'replyByEmail'
  | 'repliedAt'
  | 'replyEditedAt'
> &
  Partial<Pick<typeof reviews.$inferSelect, 'replyText' | 'repliedAt' | 'replyEditedAt'>>;

/** What the repository filters on: the core ReviewQuery without its paging. */
export type ReviewConditions = Pick<ReviewQuery, 'search' | 'domainKey' | 'topics' | 'scores'>;

const tsQuery = (search: string) => sql`websearch_to_tsquery('english', ${search})`;

/** Published reviews of the brand matching the filter; the brand and status filters are never optional. */
function matching(brand: BrandKey, q: ReviewConditions): SQL {
  const conditions: SQL[] = [eq(reviews.brand, brand), eq(reviews.status, 'published')];
  if (q.domainKey) conditions.push(eq(reviews.domainKey, q.domainKey));
  if (q.scores.length > 0) conditions.push(inArray(reviews.score, q.scores));
  if (q.topics.length > 0)
    conditions.push(
      sql`${reviews.topics} && ${sql`array[${sql.join(
        q.topics.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`}`,
    );
  if (q.search) conditions.push(sql`${reviews.search} @@ ${tsQuery(q.search)}`);
  return and(...conditions)!;
}

function orderBy(q: ReviewQuery): SQL[] {
  const order: SQL[] = [];
  for (const sorting of q.sortings) {
    const direction = sorting.ascending ? asc : desc;
    if (sorting.by === 'date') order.push(direction(reviews.createdAt));
    else if (sorting.by === 'rating') order.push(direction(reviews.score));
    else if (sorting.by === 'votes_up') order.push(direction(reviews.votesUp));
    else if (sorting.by === 'images') order.push(direction(sql`jsonb_array_length(${reviews.media})`));
    else if (q.search) order.push(direction(sql`ts_rank(${reviews.search}, ${tsQuery(q.search)})`));
  }
  order.push(asc(reviews.id));
  return order;
}

/** A stored review on the wire, with the viewer's own vote. */
export function toReview(row: ReviewRow, myVote: VoteDirection | null): Review {
  return {
    id: row.id,
    domainKey: row.domainKey,
    productTitle: row.productTitle,
    score: row.score as ReviewScore,
    title: row.title,
    content: row.content,
    user: { displayName: row.displayName },
    verifiedBuyer: row.verifiedBuyer,
    topics: row.topics,
    media: row.media,
    votesUp: row.votesUp,
    votesDown: row.votesDown,
    myVote,
    createdAt: row.createdAt.toISOString(),
    reply: replyOf(row),
  };
}

/** The brand's public reply as shoppers see it (never who wrote it). */
function replyOf(row: Partial<Pick<ReviewRow, 'replyText' | 'repliedAt' | 'replyEditedAt'>>): Review['reply'] {
  if (row.replyText == null || !row.repliedAt) return null;
  return { text: row.replyText, createdAt: row.repliedAt.toISOString(), editedAt: row.replyEditedAt?.toISOString() ?? null };
}

const reviewColumns = {
  id: reviews.id,
  brand: reviews.brand,
  domainKey: reviews.domainKey,
  productTitle: reviews.productTitle,
  orderId: reviews.orderId,
  score: reviews.score,
  title: reviews.title,
  content: reviews.content,
  displayName: reviews.displayName,
  verifiedBuyer: reviews.verifiedBuyer,
  topics: reviews.topics,
  media: reviews.media,
  status: reviews.status,
  votesUp: reviews.votesUp,
  votesDown: reviews.votesDown,
  createdAt: reviews.createdAt,
  replyText: reviews.replyText,
  repliedAt: reviews.repliedAt,
  replyEditedAt: reviews.replyEditedAt,
};

/** One page of matching reviews, with the viewer's votes (viewer: core reviewViewer; null: a reader without one). */
export async function findReviewPage(db: Reader, brand: BrandKey, q: ReviewQuery, viewer: string | null): Promise<Review[]> {
  const rows = await db
    .select({ ...reviewColumns, myVote: reviewVotes.direction })
    .from(reviews)
    .leftJoin(reviewVotes, and(eq(reviewVotes.reviewId, reviews.id), eq(reviewVotes.voter, viewer ?? '')))
    .where(matching(brand, q))
    .orderBy(...orderBy(q))
    .limit(q.perPage)
    .offset(q.offset);
  return rows.map(({ myVote, ...row }) => toReview(row, myVote ?? null));
}

/** How many published reviews match. */
export async function countReviews(db: Reader, brand: BrandKey, q: ReviewConditions): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(matching(brand, q));
  return row?.n ?? 0;
}

/** The topics of the matching set, most frequent first (name breaks ties), at most REVIEWS_MAX_TOPICS. */
export async function topicCounts(
  db: Reader,
  brand: BrandKey,
  q: ReviewConditions,
): Promise<Array<{ name: string; count: number }>> {
  const names = db
    .select({ name: sql<string>`unnest(${reviews.topics})`.as('name') })
    .from(reviews)
    .where(matching(brand, q))
    .as('t');
  const count = sql<number>`count(*)::int`;
  return db
    .select({ name: names.name, count })
    .from(names)
    .groupBy(names.name)
    .orderBy(desc(count), asc(names.name))
    .limit(REVIEWS_MAX_TOPICS);
}

/** Published reviews per score, of the brand or of one of its products. */
export async function scoreCounts(db: Reader, brand: BrandKey, domainKey: string | null): Promise<ScoreCounts> {
  const rows = await db
    .select({ score: reviews.score, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(matching(brand, { domainKey, search: null, topics: [], scores: [] }))
    .groupBy(reviews.score);
  return Object.fromEntries(rows.map((r) => [r.score, r.n])) as ScoreCounts;
}

/** Published reviews per score for each of several products (products without reviews are absent). */
export async function scoreCountsByProduct(
  db: Reader,
  brand: BrandKey,
  domainKeys: readonly string[],
): Promise<Map<string, ScoreCounts>> {
  const byProduct = new Map<string, ScoreCounts>();
  if (domainKeys.length === 0) return byProduct;
  const rows = await db
    .select({ domainKey: reviews.domainKey, score: reviews.score, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.brand, brand), eq(reviews.status, 'published'), inArray(reviews.domainKey, [...domainKeys])))
    .groupBy(reviews.domainKey, reviews.score);
  for (const row of rows) {
    const counts = byProduct.get(row.domainKey) ?? {};
    counts[row.score as ReviewScore] = row.n;
    byProduct.set(row.domainKey, counts);
  }
  return byProduct;
}

export type NewReview = Omit<typeof reviews.$inferInsert, 'search'>;

/** Writes a shopper's review; null when the order already has a review of that product (unique order and product). */
export async function insertWrittenReview(db: Pick<Database, 'insert'>, row: NewReview): Promise<ReviewRow | null> {
  const [inserted] = await db.insert(reviews).values(row).onConflictDoNothing().returning(reviewColumns);
  return inserted ?? null;
}

/** The products of one order of the brand that have a review, with its status (pending ones included). */
export async function findOrderReviewStatuses(
  db: Reader,
  brand: BrandKey,
  orderId: string,
): Promise<Array<{ domainKey: string; status: ReviewStatus }>> {
  const rows = await db
    .select({ domainKey: reviews.domainKey, status: reviews.status })
    .from(reviews)
    .where(and(eq(reviews.brand, brand), eq(reviews.orderId, orderId)))
    .orderBy(asc(reviews.domainKey));
  return rows;
}
