import { err, ok, type Result, type VoteDirection, type VoteResult } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { recordVote } from '../../db/repositories/review-votes';

/** Votes (and changes of a vote) per client address in a day, signed in or not (shared by every API process). */
export const VOTE_ADDRESS_DAILY_LIMIT = 100;
const VOTE_WINDOW_MS = 24 * 60 * 60_000;
export const VOTE_RATE_LIMITED_MESSAGE = 'Too many votes, please try again later';
export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found';

/**
 * Vote up or down on a review: one vote per voter per review (core reviewVoter: the account, else the client
 * address, so new sessions add no votes), changeable, removable (null); at most VOTE_ADDRESS_DAILY_LIMIT a day per
 * address, so new accounts from one place add few.
 */
export async function voteOnReview(
  ctx: RequestContext,
  input: { reviewId: string; voter: string; direction: VoteDirection | null },
  deps: Pick<Deps, 'db' | 'stores'>,
): Promise<Result<VoteResult>> {
  const limit = await deps.stores.rateLimiter.hit(
    `review_votes:day:address:${ctx.clientAddress}`,
    VOTE_ADDRESS_DAILY_LIMIT,
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
