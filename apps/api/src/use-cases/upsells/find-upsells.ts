import { lookupUpsells, ok, type Result, type UpsellFlags, type UpsellItem, type UpsellRequest } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { listUpsells } from '../../db/repositories/upsells';

export interface FindUpsellsInput extends UpsellRequest {
  flags: UpsellFlags;
}

/** SPEC §4 catalogue lookup over the brand's own region: by name or fallback sku in request order, size and experiment rules applied; unknown ones dropped. */
export async function findUpsells(
  ctx: RequestContext,
  input: FindUpsellsInput,
  deps: Pick<Deps, 'db'>,
): Promise<Result<UpsellItem[]>> {
  const catalogue = await listUpsells(deps.db, ctx.brand);
  const { flags, ...request } = input;
  return ok(lookupUpsells(catalogue, request, flags));
}
