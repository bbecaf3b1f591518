import type { BrandConfig } from '@store/core/brands';
import type { Availability, Product } from '@store/core/product';
import { isWhiteGloveName } from '@store/core/cart/white-glove';
import { shippingTime, type ShippingTime } from '@store/core/shipping-time';
import type { Cart } from '../../lib/api/cart-schema';

/**
 * When the cart ships (core shippingTime): the window of the skus in it (the slowest one decides), white-glove windows
 * when the cart has white glove delivery, the brand's window when no sku's availability is known; to Alaska or Hawaii,
 * the freight's extra days on top.
 */
export function cartShippingTime(cart: Cart, products: readonly Product[], shipping: BrandConfig['shipping']): ShippingTime {
  const byId = new Map(products.map((p) => [p.id, p]));
  const availabilities = cart.items
    .map((item) => byId.get(item.product.id)?.availability[item.sku])
    .filter((a): a is Availability => a !== undefined);
  const whiteGlove = cart.extras.some((e) => isWhiteGloveName(e.name));
  return shippingTime({ shipping, availabilities, whiteGlove, region: cart.region });
}
