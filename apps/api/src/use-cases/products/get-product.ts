import { err, ok, type Product, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findProducts } from '../../db/repositories/products';

/** One product of the request's brand by id; another brand's product is simply not found. */
export async function getProduct(ctx: RequestContext, input: { id: string }, deps: Pick<Deps, 'db'>): Promise<Result<Product>> {
  const [product] = await findProducts(deps.db, ctx.brand, 'id', [input.id]);
  return product ? ok(product) : err('NOT_FOUND', 'Product not found');
}
