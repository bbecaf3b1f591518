import { normalizeState, ok, WGS_UNAVAILABLE_MESSAGE, wgsAvailableIn, wgsPrices, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { readSessionCart } from '../carts/session-cart';
import { loadDeliveryCart } from './delivery-cart';

export interface WgsPrices {
  wgsAvailable: boolean;
  basePrice: number;
  discountedPrice: number;
  /** SPEC §5 'WGS is not available for this state.' when the cart has white glove and the state has no crews. */
  message: string | null;
}

/**
 * SPEC §7 GET /orders/wgs?dd&state: the session cart's white-glove prices ($149 first item, $45 each additional, soft
 * goods free) and whether the state has crews (the state given, else the cart's shipping state; none: available).
 */
export async function getWgsPrices(
  ctx: RequestContext,
  input: { sessionHash: string; state: string | null },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<WgsPrices>> {
  const row = await readSessionCart(ctx, deps.db, input.sessionHash, deps.now());
  const cart = await loadDeliveryCart(ctx, deps.db, row);
  const country = ctx.brandConfig.region;
  const state = input.state === null ? (row.region?.state ?? null) : normalizeState(input.state, country);
  // An unknown state (a territory, a typo) has no crews.
  const wgsAvailable = input.state === null && state === null ? true : state !== null && wgsAvailableIn(state, country);
  return ok({
    wgsAvailable,
    ...wgsPrices(cart),
    message: !wgsAvailable && cart.hasWhiteGlove ? WGS_UNAVAILABLE_MESSAGE : null,
  });
}
