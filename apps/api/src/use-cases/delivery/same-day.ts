import { SAME_DAY_SERVICES, sameDayInfo, type DeliveryCart, type SddInfo } from '@store/core';
import type { RequestContext } from '../../context';

/**
 * The checkout's sddInfo for the brand's same-day data, the cart's merchandise, the shipping ZIP and the moment: the one
 * answer the delivery options, the cart's price and POST /orders all read (core sameDayInfo).
 */
export function sameDayFor(ctx: RequestContext, cart: DeliveryCart, postalCode: string | null, now: Date): SddInfo {
  return sameDayInfo({ service: SAME_DAY_SERVICES[ctx.brand], postalCode, lines: cart.lines, now });
}

/** Deps whose clock reads one moment: a check and the pricing after it agree about the cut-off. */
export function atOneMoment<D extends { now: () => Date }>(deps: D): D {
  const moment = deps.now();
  return { ...deps, now: () => moment };
}
