import { ok, type Product, type ProductGroup, type Result } from '@store/core';
import type { ProductWire } from '@store/core/media/photo-wire';
import type { Deps, RequestContext } from '../../context';
import { findProducts as findProductRows, listProducts, type ProductKey } from '../../db/repositories/products';
import { withPhotos } from './with-photos';

export type FindProductsInput =
  { by: ProductKey; values: readonly string[] } | { by: 'group'; group: ProductGroup } | { by: 'all' };

/** Catalogue lookup, with each product's photos: found by id, name or inventory key, in the order asked; unknown ones are dropped. */
export async function findProducts(
  ctx: RequestContext,
  input: FindProductsInput,
  deps: Pick<Deps, 'db'>,
): Promise<Result<ProductWire[]>> {
  const found = await lookUp(ctx, input, deps);
  return ok(await withPhotos(deps.db, ctx.brand, found));
}

async function lookUp(ctx: RequestContext, input: FindProductsInput, deps: Pick<Deps, 'db'>): Promise<Product[]> {
  if (input.by === 'all') return listProducts(deps.db, ctx.brand);
  if (input.by === 'group') return listProducts(deps.db, ctx.brand, input.group);
  const values = [...new Set(input.values)];
  const found = await findProductRows(deps.db, ctx.brand, input.by, values);
  const key = (p: Product) => (input.by === 'id' ? p.id : input.by === 'name' ? p.name : p.inventoryKey);
  const rank = new Map(values.map((v, i) => [v, i]));
  return found.sort((a, b) => (rank.get(key(a)) ?? 0) - (rank.get(key(b)) ?? 0));
}
