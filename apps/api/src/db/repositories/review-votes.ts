import { and, eq, sql } from 'drizzle-orm';
import { voteDelta, type BrandKey, type VoteDirection, type VoteResult } from '@store/core';
import type { Database } from '../client';
import { reviews, reviewVotes } from '../schema';

/**
 * Records a voter's vote (or removes it: null) on a published review of the brand, in one transaction: the review
 * row is locked first, so concurrent votes on one review are counted one after another; the vote row is written and
 * the counters move by core voteDelta from the previous vote. Null when the brand has no such published review.
 */
export async function recordVote(
  db: Database,
  brand: BrandKey,
  input: { reviewId: string; voter: string; direction: VoteDirection | null },
): Promise<VoteResult | null> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, input.reviewId), eq(reviews.brand, brand), eq(reviews.status, 'published')))
      .for('update');
    if (!review) return null;
    const mine = and(eq(reviewVotes.reviewId, review.id), eq(reviewVotes.voter, input.voter));
    const [previous] = await tx.select({ direction: reviewVotes.direction }).from(reviewVotes).where(mine);
    if (input.direction === null) await tx.delete(reviewVotes).where(mine);
    else
      await tx
        .insert(reviewVotes)
        .values({ reviewId: review.id, voter: input.voter, direction: input.direction })
        .onConflictDoUpdate({ target: [reviewVotes.reviewId, reviewVotes.voter], set: { direction: input.direction } });
    const delta = voteDelta(previous?.direction ?? null, input.direction);
    const [counters] = await tx
      .update(reviews)
      .set({ votesUp: sql`${reviews.votesUp} + ${delta.votesUp}`, votesDown: sql`${reviews.votesDown} + ${delta.votesDown}` })
      .where(eq(reviews.id, review.id))
      .returning({ votesUp: reviews.votesUp, votesDown: reviews.votesDown });
    return { votesUp: counters!.votesUp, votesDown: counters!.votesDown, myVote: input.direction };
  });
}
