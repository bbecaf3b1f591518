import { averageScore, bottomlineFrom, ok, type Bottomlines, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findProducts } from '../../db/repositories/products';
import { scoreCountsByProduct } from '../../db/repositories/reviews';

/** The listing cards' stars in one call: total and average per known product (zeros without reviews; unknown keys omitted). */
export async function productBottomlines(
  ctx: RequestContext,
  input: { domainKeys: readonly string[] },
  deps: Pick<Deps, 'db'>,
): Promise<Result<Bottomlines>> {
  const products = await findProducts(deps.db, ctx.brand, 'id', [...new Set(input.domainKeys)]);
  const counts = await scoreCountsByProduct(
    deps.db,
    ctx.brand,
    products.map((p) => p.id),
  );
  const result: Bottomlines = {};
  for (const product of products) {
    const productCounts = counts.get(product.id) ?? {};
    result[product.id] = { totalReviews: bottomlineFrom(productCounts).totalReviews, averageScore: averageScore(productCounts) };
  }
  return ok(result);
}
