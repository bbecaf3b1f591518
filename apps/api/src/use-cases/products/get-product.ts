import { err, ok, type Result } from '@store/core';
import type { ProductWire } from '@store/core/media/photo-wire';
import type { Deps, RequestContext } from '../../context';
import { findProducts } from '../../db/repositories/products';
import { withPhotos } from './with-photos';

/** One product of the request's brand by id, with its photos; another brand's product is simply not found. */
export async function getProduct(
  ctx: RequestContext,
  input: { id: string },
  deps: Pick<Deps, 'db'>,
): Promise<Result<ProductWire>> {
  const [product] = await findProducts(deps.db, ctx.brand, 'id', [input.id]);
  if (!product) return err('NOT_FOUND', 'Product not found');
  const [wire] = await withPhotos(deps.db, ctx.brand, [product]);
  return ok(wire ?? product);
}
