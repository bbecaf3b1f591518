import { deliveryOptions, ok, type DeliveryOption, type Result, type SddInfo } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { readSessionCart } from '../carts/session-cart';
import { loadDeliveryCart } from './delivery-cart';
import { sameDayFor } from './same-day';

export interface DeliveryOptionsView {
  options: DeliveryOption[];
  /** The cart's choice: an option's name (standard shipping until one is chosen) and old mattress removal. */
  selected: { name: string; withMattressRemoval: boolean };
  /** Same-day delivery for the cart's shipping ZIP now: offered or why not (the checkout's sddInfo). */
  sddInfo: SddInfo;
}

/**
 * GET /carts/my/delivery-options: the delivery options for the session cart and its shipping region, same-day
 * delivery among them while the same-day rule offers it for the cart's ZIP (and sddInfo either way).
 */
export async function getDeliveryOptions(
  ctx: RequestContext,
  input: { sessionHash: string },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<DeliveryOptionsView>> {
  const row = await readSessionCart(ctx, deps.db, input.sessionHash, deps.now());
  const cart = await loadDeliveryCart(ctx, deps.db, row);
  const sddInfo = sameDayFor(ctx, cart, row.region?.zip ?? null, deps.now());
  const options = deliveryOptions({
    shipping: ctx.brandConfig.shipping,
    cart,
    region: row.region ? { country: ctx.brandConfig.region, state: row.region.state } : null,
    currency: ctx.brandConfig.currency,
    sameDay: sddInfo,
  });
  const name = options.find((o) => o.name === row.deliveryOption)?.name ?? options.find((o) => o.isDefault)!.name;
  return ok({ options, selected: { name, withMattressRemoval: row.withMattressRemoval }, sddInfo });
}
