import { bottomlineFrom, err, ok, type Bottomline, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findProducts } from '../../db/repositories/products';
import { scoreCounts } from '../../db/repositories/reviews';

/** Product bottomline: zeros for a product of the brand without reviews; not found for an unknown product. */
export async function productBottomline(
  ctx: RequestContext,
  input: { domainKey: string },
  deps: Pick<Deps, 'db'>,
): Promise<Result<Bottomline>> {
  const [product] = await findProducts(deps.db, ctx.brand, 'id', [input.domainKey]);
  if (!product) return err('NOT_FOUND', 'Product not found');
  return ok(bottomlineFrom(await scoreCounts(deps.db, ctx.brand, product.id)));
}
