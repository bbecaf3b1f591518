import { deliveryOptions, ok, type DeliveryOption, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { readSessionCart } from '../carts/session-cart';
import { loadDeliveryCart } from './delivery-cart';

export interface DeliveryOptionsView {
  options: DeliveryOption[];
  /** The cart's choice: an option's name (standard shipping until one is chosen) and old mattress removal. */
  selected: { name: string; withMattressRemoval: boolean };
}

/** GET /carts/my/delivery-options: SPEC §3 delivery options for the session cart and its shipping region. */
export async function getDeliveryOptions(
  ctx: RequestContext,
  input: { sessionHash: string },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<DeliveryOptionsView>> {
  const row = await readSessionCart(ctx, deps.db, input.sessionHash, deps.now());
  const cart = await loadDeliveryCart(ctx, deps.db, row);
  const options = deliveryOptions({
    shipping: ctx.brandConfig.shipping,
    cart,
    region: row.region ? { country: ctx.brandConfig.region, state: row.region.state } : null,
    currency: ctx.brandConfig.currency,
  });
  const name = options.find((o) => o.name === row.deliveryOption)?.name ?? options.find((o) => o.isDefault)!.name;
  return ok({ options, selected: { name, withMattressRemoval: row.withMattressRemoval } });
}
