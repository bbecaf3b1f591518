import { checkDeliveryChoice, deliveryOptions, ok, type Cart, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { updateCart } from '../../db/repositories/carts';
import { cartOf, changeSessionCart } from '../carts/session-cart';
import { loadDeliveryCart } from './delivery-cart';
import { atOneMoment, sameDayFor } from './same-day';

/**
 * PUT /carts/my/delivery-option {name, withMattressRemoval}: stores the shopper's choice on the cart, which then prices
 * the white glove (and removal) extras, or same-day delivery's fee while the same-day rule offers it (checked and priced
 * at one moment); the order freezes that cart, so the choice travels into the order.
 */
export async function chooseDeliveryOption(
  ctx: RequestContext,
  input: { sessionHash: string; name: string; withMattressRemoval: boolean },
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<Result<Cart>> {
  const moment = atOneMoment(deps);
  const result = await changeSessionCart(ctx, input.sessionHash, moment, async (tx, row) => {
    // Offered options of the cart as it stands, without its current choice (which would count as white glove).
    const cart = await loadDeliveryCart(ctx, tx, { ...row, deliveryOption: null });
    const sameDay = sameDayFor(ctx, cart, row.region?.zip ?? null, moment.now());
    const options = deliveryOptions({
      shipping: ctx.brandConfig.shipping,
      cart,
      region: row.region ? { country: ctx.brandConfig.region, state: row.region.state } : null,
      currency: ctx.brandConfig.currency,
      sameDay,
    });
    const choice = checkDeliveryChoice(options, input, sameDay);
    if (!choice.ok) return choice;
    await updateCart(tx, row, choice.value);
    return ok(null);
  });
  return cartOf(result);
}
