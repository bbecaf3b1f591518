import type { Availability } from '../product';
import { SAME_DAY_DELIVERY, SAME_DAY_ESTIMATE } from '../cart/delivery-names';
import type { Cart } from '../cart/cart-schema';
import { shippingEstimateText, shippingWindowFor } from '../shipping-estimate';
import type { OrderFulfillment } from './order-schema';

export interface FulfillmentInput {
  /** The order's frozen cart: which lines, and whether each was on back-order when the order was placed. */
  cart: Pick<Cart, 'items' | 'extras'>;
  /** Current availability of the lines' skus (the warehouse's latest windows); a sku no longer listed falls back. */
  availability: ReadonlyMap<string, Availability>;
  /** The order's backorderDays: how much later a back-ordered line ships. */
  backorderDays: number;
  /** The brand's own window (ground 2-3 business days, partners 2-3), for a sku without availability. */
  fallback: { from: number; to: number };
}

/**
 * fulfillmentStatus per order line: the status frozen with the cart (pending or backorder), and its shipping
 * window from the sku's availability (white-glove windows when the cart has white glove delivery), a back-ordered
 * line `backorderDays` later; estimate text ('from - to', '24 Hours!' for 1 - 1 as on the product page). A same-day
 * order's lines are delivered the day it was placed: 0 - 0, estimate 'Today'.
 */
export function orderFulfillmentLines(input: FulfillmentInput): OrderFulfillment['lines'] {
  const whiteGlove = input.cart.extras.some((e) => e.kind === 'white-glove');
  // A same-day order was taken only with every line in stock and ready to go: each is delivered the day it was ordered.
  const sameDay = input.cart.extras.some((e) => e.kind === 'shipping' && e.name === SAME_DAY_DELIVERY);
  const delay = Math.max(0, Math.trunc(input.backorderDays));
  return input.cart.items.map((item) => {
    const line = {
      itemIdentifier: item.itemIdentifier,
      sku: item.sku,
      name: item.product.name,
      title: item.product.title,
      quantity: item.quantity,
      fulfillmentStatus: item.fulfillmentStatus,
    };
    if (sameDay) return { ...line, shipping: { from: 0, to: 0, estimate: SAME_DAY_ESTIMATE } };
    const known = input.availability.get(item.sku);
    const window = (known && shippingWindowFor([known], { whiteGlove })) ?? input.fallback;
    const shift = item.fulfillmentStatus === 'backorder' ? delay : 0;
    const from = window.from + shift;
    const to = Math.max(window.to, window.from) + shift;
    // As the product page and the cart state it: a sku shipping in 1 - 1 ships in 24 hours, unless back-ordered.
    const twentyFourHour = shift === 0 && from === 1 && to === 1;
    return { ...line, shipping: { from, to, estimate: shippingEstimateText({ from, to, twentyFourHour }) } };
  });
}
