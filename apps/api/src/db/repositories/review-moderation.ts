import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReviewStatus } from '@store/core';
import type { StaffBrands } from '@store/core/back-office/staff-roles';
import { reviews } from '../schema';
import type { Db } from './carts';

/** A review row as moderation reads it (everything but the search vector). */
export type ModeratedReviewRow = Omit<typeof reviews.$inferSelect, 'search'>;
type ReviewChanges = Partial<
  Pick<
    ModeratedReviewRow,
    | 'status'
    | 'decidedById'
    | 'decidedByEmail'
    | 'decidedAt'
    | 'rejectionReason'
    | 'replyText'
    | 'replyById'
    | 'replyByEmail'
    | 'repliedAt'
    | 'replyEditedAt'
  >
>;

/** The selected columns: all of the review's but the generated search vector. */
const moderatedColumns = {
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
  heldReasons: reviews.heldReasons,
  version: reviews.version,
  decidedById: reviews.decidedById,
  decidedByEmail: reviews.decidedByEmail,
  decidedAt: reviews.decidedAt,
  rejectionReason: reviews.rejectionReason,
  replyText: reviews.replyText,
  replyById: reviews.replyById,
  replyByEmail: reviews.replyByEmail,
  repliedAt: reviews.repliedAt,
  replyEditedAt: reviews.replyEditedAt,
};

export interface ReviewQueueFilter {
  brands: StaffBrands;
  brand?: string;
  status: ReviewStatus;
  /** Words found in the title, text, writer's name or product title (case-insensitive). */
  q?: string;
  product?: string;
}

/** `%text%` for ILIKE, with the pattern characters written as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function brandsCondition(brands: StaffBrands): SQL | undefined {
  return brands === 'all' ? undefined : inArray(reviews.brand, brands.length > 0 ? [...brands] : ['']);
}

function queueConditions(filter: ReviewQueueFilter): SQL {
  const conditions: Array<SQL | undefined> = [eq(reviews.status, filter.status), brandsCondition(filter.brands)];
  if (filter.brand) conditions.push(eq(reviews.brand, filter.brand));
  if (filter.product) conditions.push(eq(reviews.domainKey, filter.product));
  if (filter.q)
    conditions.push(
      sql`concat_ws(' ', ${reviews.title}, ${reviews.content}, ${reviews.displayName}, ${reviews.productTitle}, ${reviews.domainKey}) ilike ${containing(filter.q)}`,
    );
  return and(...conditions)!;
}

/**
 * One page of the moderation queue: held reviews oldest first (the longest waiting first), decided ones newest
 * decision first; the id breaks ties so pages never overlap.
 */
export async function listReviewQueue(
  db: Db,
  filter: ReviewQueueFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ModeratedReviewRow[]; total: number }> {
  const where = queueConditions(filter);
  const order =
    filter.status === 'pending'
      ? [reviews.createdAt, reviews.id]
      : [desc(sql`coalesce(${reviews.decidedAt}, ${reviews.createdAt})`), desc(reviews.id)];
  const rows = await db
    .select(moderatedColumns)
    .from(reviews)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** How many reviews of the member's brands (or of one of them) are held. */
export async function countHeldReviews(db: Db, brands: StaffBrands, brand?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.status, 'pending'), brandsCondition(brands), brand ? eq(reviews.brand, brand) : undefined));
  return row?.n ?? 0;
}

/** A review by id, whatever its brand, locked for the rest of the transaction (the caller checks the brand). */
export async function lockReview(db: Db, id: string): Promise<ModeratedReviewRow | null> {
  const [row] = await db.select(moderatedColumns).from(reviews).where(eq(reviews.id, id)).for('update');
  return row ?? null;
}

/** Writes a staff change as a compare-and-set on the version read, moving the version on; null when it moved first. */
export async function changeReview(
  db: Db,
  id: string,
  version: number,
  changes: ReviewChanges,
): Promise<ModeratedReviewRow | null> {
  const [row] = await db
    .update(reviews)
    .set({ ...changes, version: version + 1 })
    .where(and(eq(reviews.id, id), eq(reviews.version, version)))
    .returning(moderatedColumns);
  return row ?? null;
}
