import {
  normalizeState,
  ok,
  RECYCLING_FEE_PER_PIECE,
  REMOVAL_FEE_STATES,
  WGS_UNAVAILABLE,
  WGS_UNAVAILABLE_MESSAGE,
  WHITE_GLOVE_EXTRA_ITEM,
  WHITE_GLOVE_FIRST_ITEM,
  wgsAvailableIn,
  wgsPrices,
  type Result,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { readSessionCart } from '../carts/session-cart';
import { loadDeliveryCart } from './delivery-cart';

export interface WgsPrices {
  wgsAvailable: boolean;
  basePrice: number;
  discountedPrice: number;
  /** 'WGS is not available for this state.' when the cart has white glove and the state has no crews. */
  message: string | null;
  /** The fee schedule behind the prices (the /white-glove-service page shows it live, never hand-typed). */
  fees: WgsFees;
}

export interface WgsFees {
  firstItem: number;
  extraItem: number;
  /** Mattress removal fee states and their per-mattress recycling fee (US stores only). */
  removalFeeStates: { state: string; feePerMattress: number }[];
  /** States or provinces without white glove crews. */
  unavailableStates: string[];
}

/** $149 first item, $45 each extra; removal in CA, RI and CT (a US state fee, so none on the Canadian stores). */
export function wgsFees(country: 'US' | 'CA'): WgsFees {
  return {
    firstItem: WHITE_GLOVE_FIRST_ITEM,
    extraItem: WHITE_GLOVE_EXTRA_ITEM,
    removalFeeStates:
      country === 'US' ? REMOVAL_FEE_STATES.map((state) => ({ state, feePerMattress: RECYCLING_FEE_PER_PIECE[state] })) : [],
    unavailableStates: [...WGS_UNAVAILABLE[country]],
  };
}

/**
 * GET /orders/wgs?dd&state: the session cart's white-glove prices ($149 first item, $45 each additional, soft
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
    fees: wgsFees(country),
  });
}
