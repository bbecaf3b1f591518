import type { Availability, Product } from '@store/core/product';
import { regionTransit, windowForRegion } from '@store/core/cart/region-transit';
import { isWhiteGloveName } from '@store/core/cart/white-glove';
import { shippingEstimateText, shippingWindowFor } from '@store/core/shipping-estimate';
import type { Cart } from '../../lib/api/cart-schema';

/**
 * SPEC §9 shipping estimate of the cart: the window of the skus in it (the slowest one decides), white-glove windows when
 * the cart has white glove delivery, '1 - 3' when no sku's availability is known; to Alaska or Hawaii, the freight's
 * extra days on top (core region-transit.ts).
 */
export function cartShippingEstimate(cart: Cart, products: readonly Product[]): string {
  const byId = new Map(products.map((p) => [p.id, p]));
  const availabilities = cart.items
    .map((item) => byId.get(item.product.id)?.availability[item.sku])
    .filter((a): a is Availability => a !== undefined);
  const whiteGlove = cart.extras.some((e) => isWhiteGloveName(e.name));
  return shippingEstimateText(windowForRegion(shippingWindowFor(availabilities, { whiteGlove }), regionTransit(cart.region)));
}
