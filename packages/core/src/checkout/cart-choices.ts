import type { Cart } from '../cart/cart-schema';

/** The answer when the cart moved on after its order was placed: the shopper reviews and places it again. */
export const CART_CHANGED_MESSAGE = 'Your cart changed after the order was placed. Please review your order and place it again.';

/**
 * What a shopper chose in a cart, without its prices: lines (product, properties, quantity, parent), coupon, region,
 * delivery choice and requested delivery date. An order freezes its cart's prices, so a catalogue price change after
 * placing it is not a change of the shopper's choice; a line added or a coupon removed is.
 */
export function cartChoices(cart: Pick<Cart, 'items' | 'couponDetails' | 'region' | 'deliveryOption' | 'metadata'>): string {
  return JSON.stringify({
    items: cart.items.map((i) => [
      i.itemIdentifier,
      i.product.id,
      i.properties.map((p) => [p.name, p.value]),
      i.quantity,
      i.forItem,
    ]),
    coupon: cart.couponDetails?.code ?? null,
    region: cart.region,
    delivery: cart.deliveryOption ?? null,
    reqDeliveryDate: cart.metadata.reqDeliveryDate,
  });
}

/** A payment pays for what the order froze: refused when the shopper's cart no longer holds the same choices. */
export function cartChangedSinceOrder(
  frozen: Parameters<typeof cartChoices>[0],
  current: Parameters<typeof cartChoices>[0],
): boolean {
  return cartChoices(frozen) !== cartChoices(current);
}
