import { ok, type Product, type ProductGroup, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findProducts as findProductRows, listProducts, type ProductKey } from '../../db/repositories/products';

export type FindProductsInput =
  { by: ProductKey; values: readonly string[] } | { by: 'group'; group: ProductGroup } | { by: 'all' };

/** Catalogue lookup: items are found by id, name or inventory key, in the order asked; unknown ones are dropped. */
export async function findProducts(
  ctx: RequestContext,
  input: FindProductsInput,
  deps: Pick<Deps, 'db'>,
): Promise<Result<Product[]>> {
  if (input.by === 'all') return ok(await listProducts(deps.db, ctx.brand));
  if (input.by === 'group') return ok(await listProducts(deps.db, ctx.brand, input.group));
  const values = [...new Set(input.values)];
  const found = await findProductRows(deps.db, ctx.brand, input.by, values);
  const key = (p: Product) => (input.by === 'id' ? p.id : input.by === 'name' ? p.name : p.inventoryKey);
  const rank = new Map(values.map((v, i) => [v, i]));
  return ok(found.sort((a, b) => (rank.get(key(a)) ?? 0) - (rank.get(key(b)) ?? 0)));
}
