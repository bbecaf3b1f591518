import { err, type ReviewPage, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findProducts } from '../../db/repositories/products';
import { filterReviews } from './filter-reviews';

export interface ProductReviewsInput {
  domainKey: string;
  page?: number;
  perPage?: number;
  query?: string;
}

/** Product reviews with an optional query: the filter call on one product of the brand (unknown: not found). */
export async function productReviews(
  ctx: RequestContext,
  input: ProductReviewsInput,
  viewer: string | null,
  deps: Pick<Deps, 'db'>,
): Promise<Result<ReviewPage>> {
  const [product] = await findProducts(deps.db, ctx.brand, 'id', [input.domainKey]);
  if (!product) return err('NOT_FOUND', 'Product not found');
  return filterReviews(
    ctx,
    { domain_key: product.id, page: input.page, per_page: input.perPage, free_text_search: input.query },
    viewer,
    deps,
  );
}
