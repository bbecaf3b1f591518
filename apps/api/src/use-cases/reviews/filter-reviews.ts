import { ok, reviewQueryFrom, type ReviewFilterRequest, type ReviewPage, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { countReviews, findReviewPage, topicCounts } from '../../db/repositories/reviews';

/** Filter reviews: a page of the brand's published reviews matching the filter, its total and its topics. */
export async function filterReviews(
  ctx: RequestContext,
  request: ReviewFilterRequest,
  viewer: string | null,
  deps: Pick<Deps, 'db'>,
): Promise<Result<ReviewPage>> {
  const q = reviewQueryFrom(request);
  const [reviews, total, topics] = await Promise.all([
    findReviewPage(deps.db, ctx.brand, q, viewer),
    countReviews(deps.db, ctx.brand, q),
    topicCounts(deps.db, ctx.brand, q),
  ]);
  return ok({ reviews, pagination: { page: q.page, perPage: q.perPage, total }, topics });
}
