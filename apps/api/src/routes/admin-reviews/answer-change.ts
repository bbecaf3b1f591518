import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Result } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import type { ReviewChangeOutcome } from '../../use-cases/admin-reviews/change-review';
import { revalidateReviewPages } from '../../use-cases/reviews/revalidate-review-pages';

/**
 * Answers a staff change of a review; when it changed what shoppers see, the storefronts expire those pages first, so
 * the member who approves or replies finds it on the storefront at once.
 */
export async function answerReviewChange(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  result: Result<ReviewChangeOutcome>,
) {
  if (result.ok && result.value.pages)
    await revalidateReviewPages(deps, result.value.brand, result.value.pages, { log: request.log });
  return sendResult(reply, result.ok ? { ok: true, value: { review: result.value.review } } : result);
}
