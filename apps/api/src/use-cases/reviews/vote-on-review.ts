import { err, ok, type Result, type VoteDirection, type VoteResult } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { recordVote } from '../../db/repositories/review-votes';

/** Votes per client address in the window (shared by every API process through the stores). */
export const VOTE_ADDRESS_LIMIT = 60;
export const VOTE_WINDOW_MS = 5 * 60_000;
export const VOTE_RATE_LIMITED_MESSAGE = 'Too many votes, please try again later';
export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found';

/** SPEC §7 vote up or down on a review: one vote per shopper per review, changeable, removable (null). */
export async function voteOnReview(
  ctx: RequestContext,
  input: { reviewId: string; sessionHash: string; direction: VoteDirection | null },
  deps: Pick<Deps, 'db' | 'stores'>,
): Promise<Result<VoteResult>> {
  const limit = await deps.stores.rateLimiter.hit(
    `review_votes:address:${ctx.clientAddress}`,
    VOTE_ADDRESS_LIMIT,
    VOTE_WINDOW_MS,
  );
  if (!limit.allowed)
    return {
      ok: false,
      error: { code: 'RATE_LIMITED', message: VOTE_RATE_LIMITED_MESSAGE, retryAfterSeconds: limit.retryAfterSeconds },
    };
  const result = await recordVote(deps.db, ctx.brand, input);
  return result ? ok(result) : err('NOT_FOUND', REVIEW_NOT_FOUND_MESSAGE);
}
