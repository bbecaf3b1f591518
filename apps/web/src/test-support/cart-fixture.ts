import type { Cart, CartExtra, CartItem } from '../lib/api/cart-schema';

/** A cart line: `price` is what the whole line costs before the coupon, `listValue` its list value. */
export function cartLine(
  itemIdentifier: string,
  options: {
    quantity?: number;
    price?: number;
    listValue?: number;
    coupon?: number;
    forItem?: string | null;
    title?: string;
  } = {},
): CartItem {
  const quantity = options.quantity ?? 1;
  const price = options.price ?? 100_000 * quantity;
  const listValue = options.listValue ?? price;
  const coupon = options.coupon ?? 0;
  return {
    itemIdentifier,
    sku: `SKU-${itemIdentifier}`,
    product: {
      id: itemIdentifier,
      name: itemIdentifier,
      title: options.title ?? `Product ${itemIdentifier}`,
      inventoryKey: 'KEY',
      relatedProducts: [],
      group: 'mattress',
      url: `/mattresses/${itemIdentifier}`,
      image: `/media/mattress/classic/white/main.svg`,
    },
    properties: [{ name: 'Size', value: 'queen' }],
    quantity,
    forItem: options.forItem ?? null,
    fulfillmentStatus: 'pending',
    extras: [],
    parcelDimensions: null,
    discount: listValue - (price - coupon),
    priceAfterDiscount: price - coupon,
    pricing: { price: { amount: price }, breakdown: { couponDiscount: { amount: coupon } }, profilePrice: { amount: listValue } },
  };
}

/** An extra (tax, shipping, service) of the given amount. */
export function cartExtra(kind: CartExtra['kind'], amount: number, title: string = kind, name: string = kind): CartExtra {
  return {
    sku: name.toUpperCase(),
    name,
    title,
    kind,
    pricing: { price: { amount }, profilePrice: { amount, currency: 'USD' } },
    parcelDimensions: null,
  };
}

/** A cart whose totals follow the contract's invariant from its lines and extras. */
export function cartFixture(items: CartItem[], extras: CartExtra[] = [], coupon: string | null = null): Cart {
  const after = items.reduce((sum, i) => sum + i.priceAfterDiscount, 0);
  const value = items.reduce((sum, i) => sum + i.pricing.profilePrice.amount, 0);
  const extrasTotal = extras.reduce((sum, e) => sum + e.pricing.price.amount, 0);
  return {
    id: 'aB3dE5gH7jK9mN1pQ3sT5vW7',
    items,
    extras,
    itemsCount: items.reduce((sum, i) => sum + i.quantity, 0),
    totalPrice: { amount: after + extrasTotal },
    totalDiscount: { amount: items.reduce((sum, i) => sum + i.pricing.breakdown.couponDiscount.amount, 0) },
    totalValue: { amount: value },
    totalSavings: { amount: value - after },
    couponDetails: coupon === null ? null : { code: coupon },
    metadata: { reqShippingDate: null, reqDeliveryDate: null },
    historyLog: [{ type: 'cartCreated', metadata: { channel: 'direct' }, at: '2025-01-01T00:00:00.000Z' }],
    currency: 'USD',
    preventAddingCoupon: false,
    region: null,
  };
}
