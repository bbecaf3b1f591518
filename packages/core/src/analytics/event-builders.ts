import type { Cart, CartItem } from '../cart/cart-schema';
import { toMajorUnits } from '../money';
import type { AnalyticsEventOf, AnalyticsItem } from './events';

// The builders of the analytics catalogue's events (events.ts), without zod: the storefront's browser code imports
// these, and a product view's view_item would otherwise load all of zod for a push.

/** A unit price in minor units: the line's total after discounts shared over its quantity (rounded to a minor unit). */
const unitMinor = (line: Pick<CartItem, 'priceAfterDiscount' | 'quantity'>) =>
  line.quantity > 0 ? Math.round(line.priceAfterDiscount / line.quantity) : 0;

interface MinorItem {
  item_id: string;
  item_name: string;
  unit: number;
  quantity: number;
}

const toItem = (i: MinorItem): AnalyticsItem => ({
  item_id: i.item_id,
  item_name: i.item_name,
  price: toMajorUnits(Math.max(i.unit, 0)),
  quantity: i.quantity,
});
/** GA4's value is the sum of price x quantity; summed in minor units, converted once. */
const valueOf = (items: readonly MinorItem[]) =>
  toMajorUnits(
    Math.max(
      items.reduce((s, i) => s + i.unit * i.quantity, 0),
      0,
    ),
  );

/** The order's lines as GA4 items (sku, product title, unit price after discounts, quantity). */
export function cartAnalyticsItems(items: readonly CartItem[]): AnalyticsItem[] {
  return items
    .filter((line) => line.quantity > 0)
    .map((line) => toItem({ item_id: line.sku, item_name: line.product.title, unit: unitMinor(line), quantity: line.quantity }));
}

/**
 * `purchase` for a paid order: its id, what was charged (the frozen cart's totalPrice, taxes and fees included) in
 * major units, the coupon when one applied, and its lines.
 */
export function purchaseEvent(order: { id: string; cart: Cart }): AnalyticsEventOf<'purchase'> {
  const { cart } = order;
  return {
    event: 'purchase',
    orderId: order.id,
    value: toMajorUnits(Math.max(cart.totalPrice.amount, 0)),
    currency: cart.currency,
    ...(cart.couponDetails ? { coupon: cart.couponDetails.code } : {}),
    items: cartAnalyticsItems(cart.items),
  };
}

/**
 * `add_to_cart` from the cart before and after an add (the server's answers, so prices are the server's): each line
 * that is new or grew counts with the quantity it gained, capped by what the add asked for of that product (`requested`:
 * an unknown `before` — the page had not loaded the cart — or another tab's change never counts lines this add did not
 * make). A service line (extended warranty) is a service extra of the cart: one that appeared counts once, when
 * `before` is known. Null when nothing was added (nothing to report).
 */
export function addToCartEvent(
  before: Cart | null,
  after: Cart,
  requested: ReadonlyArray<{ productID: string; quantity: number }>,
): AnalyticsEventOf<'add_to_cart'> | null {
  const had = new Map((before?.items ?? []).map((i) => [i.itemIdentifier, i.quantity]));
  const budget = new Map<string, number>();
  for (const r of requested) budget.set(r.productID, (budget.get(r.productID) ?? 0) + r.quantity);
  const added: MinorItem[] = [];
  for (const line of after.items) {
    const left = budget.get(line.product.id) ?? 0;
    const gained = Math.min(line.quantity - (had.get(line.itemIdentifier) ?? 0), left);
    if (gained <= 0) continue;
    budget.set(line.product.id, left - gained);
    added.push({ item_id: line.sku, item_name: line.product.title, unit: unitMinor(line), quantity: gained });
  }
  if (before !== null) {
    const serviceCount = new Map<string, number>();
    for (const extra of before.extras.filter((e) => e.kind === 'service'))
      serviceCount.set(extra.sku, (serviceCount.get(extra.sku) ?? 0) + 1);
    for (const extra of after.extras.filter((e) => e.kind === 'service')) {
      const left = serviceCount.get(extra.sku) ?? 0;
      if (left > 0) serviceCount.set(extra.sku, left - 1);
      else added.push({ item_id: extra.sku, item_name: extra.title, unit: extra.pricing.price.amount, quantity: 1 });
    }
  }
  if (added.length === 0) return null;
  return { event: 'add_to_cart', currency: after.currency, value: valueOf(added), items: added.map(toItem) };
}

/**
 * `view_item` when a product page is shown: the variant shown (its sku), the product title and that variant's price
 * (minor units in, major units out), quantity 1; the value is that price.
 */
export function viewItemEvent(viewed: {
  sku: string;
  title: string;
  price: number;
  currency: Cart['currency'];
}): AnalyticsEventOf<'view_item'> {
  const item: MinorItem = { item_id: viewed.sku, item_name: viewed.title, unit: viewed.price, quantity: 1 };
  return { event: 'view_item', currency: viewed.currency, value: valueOf([item]), items: [toItem(item)] };
}
