import { ok, type Result } from '@store/core';
import type { StaffBrands } from '@store/core/back-office/staff-roles';
import { REVIEW_QUEUE_PAGE_SIZE, type ReviewQueuePage, type ReviewQueueQuery } from '@store/core/reviews/moderation-wire';
import { storedStatusOf } from '@store/core/reviews/review-states';
import type { Db } from '../../db/repositories/carts';
import { countHeldReviews, listReviewQueue } from '../../db/repositories/review-moderation';
import { toStaffReview } from './staff-review-json';

/**
 * GET /admin/reviews: one page of a moderation queue (held, published or rejected) of the member's brands (the brand
 * scope is part of the SQL, so another brand's review never appears), searched by words or one product.
 */
export async function listReviewQueuePage(
  db: Db,
  staff: { brands: StaffBrands },
  query: ReviewQueueQuery,
): Promise<Result<ReviewQueuePage>> {
  const perPage = REVIEW_QUEUE_PAGE_SIZE;
  const { rows, total } = await listReviewQueue(
    db,
    {
      brands: staff.brands,
      brand: query.brand,
      status: storedStatusOf(query.status),
      q: query.q?.trim() || undefined,
      product: query.product,
    },
    { offset: (query.page - 1) * perPage, limit: perPage },
  );
  return ok({
    reviews: rows.map(toStaffReview),
    page: query.page,
    perPage,
    total,
    heldCount: await countHeldReviews(db, staff.brands, query.brand),
  });
}
