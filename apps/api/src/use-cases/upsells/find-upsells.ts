import {
  lookupUpsells,
  offerFitsCatalogue,
  offerParts,
  ok,
  type Result,
  type UpsellFlags,
  type UpsellItem,
  type UpsellRequest,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findProducts } from '../../db/repositories/products';
import { listUpsells } from '../../db/repositories/upsells';

export interface FindUpsellsInput extends UpsellRequest {
  flags: UpsellFlags;
}

/**
 * Catalogue lookup over the brand's own region: by name or fallback sku in request order, size and experiment
 * rules applied; unknown ones dropped, and so is an item the catalogue does not sell as sized (a Twin XL bamboo frame),
 * rather than one that would put another size in the cart.
 */
export async function findUpsells(
  ctx: RequestContext,
  input: FindUpsellsInput,
  deps: Pick<Deps, 'db'>,
): Promise<Result<UpsellItem[]>> {
  const catalogue = await listUpsells(deps.db, ctx.brand);
  const { flags, ...request } = input;
  const found = lookupUpsells(catalogue, request, flags);
  const ids = [...new Set(found.flatMap((item) => offerParts(item).map((part) => part.productId)))];
  const products = new Map((await findProducts(deps.db, ctx.brand, 'id', ids)).map((p) => [p.id, p]));
  return ok(found.filter((item) => offerFitsCatalogue(item, products)));
}
