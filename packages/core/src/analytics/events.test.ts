import { describe, expect, it } from 'vitest';
import type { Cart, CartExtra, CartItem } from '../cart/cart-schema';
import { addToCartEvent, cartAnalyticsItems, purchaseEvent, viewItemEvent } from './event-builders';
import { analyticsEventSchema, ANALYTICS_EVENT_NAMES } from './events';

/** A line whose whole-line price after discounts is `total` minor units. */
function line(id: string, quantity: number, total: number, title = `Product ${id}`): CartItem {
  return {
    itemIdentifier: id,
    sku: `SKU-${id}`,
    product: { id, name: id, title, inventoryKey: 'K', relatedProducts: [], group: 'mattress', url: `/${id}`, image: null },
    properties: [],
    quantity,
    forItem: null,
    fulfillmentStatus: 'pending',
    extras: [],
    parcelDimensions: null,
    discount: 0,
    priceAfterDiscount: total,
    pricing: { price: { amount: total }, breakdown: { couponDiscount: { amount: 0 } }, profilePrice: { amount: total } },
  };
}
const extra = (kind: CartExtra['kind'], sku: string, amount: number): CartExtra => ({
  sku,
  name: sku,
  title: `${sku} title`,
  kind,
  pricing: { price: { amount }, profilePrice: { amount, currency: 'USD' } },
  parcelDimensions: null,
});
function cart(items: CartItem[], extras: CartExtra[] = [], coupon: string | null = null, total?: number): Cart {
  const sum = items.reduce((s, i) => s + i.priceAfterDiscount, 0) + extras.reduce((s, e) => s + e.pricing.price.amount, 0);
  return {
    id: 'cart1',
    items,
    extras,
    itemsCount: items.reduce((n, i) => n + i.quantity, 0),
    totalPrice: { amount: total ?? sum },
    totalDiscount: { amount: 0 },
    totalValue: { amount: sum },
    totalSavings: { amount: 0 },
    couponDetails: coupon === null ? null : { code: coupon },
    metadata: { reqShippingDate: null, reqDeliveryDate: null },
    historyLog: [],
    currency: 'USD',
    preventAddingCoupon: false,
    region: null,
  };
}

describe('analytics catalogue: every event the storefront pushes has one schema', () => {
  it('names the events of the contract', () => {
    expect(ANALYTICS_EVENT_NAMES).toEqual([
      'purchase',
      'add_to_cart',
      'view_item',
      'coupon_applied',
      'coupon_failed',
      'insufficientFunds',
      'upsell_error',
      'checkout_step',
      'wallet_payment_cancelled',
    ]);
  });

  it.each([
    ['purchase', { event: 'purchase', orderId: 'o1', value: 129.5, currency: 'USD', items: [] }, true],
    [
      'purchase with a coupon',
      { event: 'purchase', orderId: 'o1', value: 1, currency: 'CAD', coupon: 'SAVE10', items: [] },
      true,
    ],
    ['purchase with a negative value', { event: 'purchase', orderId: 'o1', value: -1, currency: 'USD', items: [] }, false],
    ['purchase in an unknown currency', { event: 'purchase', orderId: 'o1', value: 1, currency: 'EUR', items: [] }, false],
    [
      'add_to_cart',
      { event: 'add_to_cart', currency: 'USD', value: 10, items: [{ item_id: 's', item_name: 'n', price: 10, quantity: 1 }] },
      true,
    ],
    ['add_to_cart with no item', { event: 'add_to_cart', currency: 'USD', value: 0, items: [] }, false],
    [
      'an item with a fractional quantity',
      { event: 'add_to_cart', currency: 'USD', value: 1, items: [{ item_id: 's', item_name: 'n', price: 1, quantity: 0.5 }] },
      false,
    ],
    [
      'view_item',
      { event: 'view_item', currency: 'USD', value: 10, items: [{ item_id: 's', item_name: 'n', price: 10, quantity: 1 }] },
      true,
    ],
    ['view_item with no item', { event: 'view_item', currency: 'USD', value: 0, items: [] }, false],
    ['coupon_applied', { event: 'coupon_applied', code: 'SAVE10' }, true],
    ['coupon_failed', { event: 'coupon_failed', code: 'NOPE1', reason: 'Invalid Coupon Code' }, true],
    ['coupon_failed without a reason', { event: 'coupon_failed', code: 'NOPE1' }, false],
    ['insufficientFunds', { event: 'insufficientFunds', provider: 'stripeDirect' }, true],
    ['insufficientFunds of an unknown provider', { event: 'insufficientFunds', provider: 'visa' }, false],
    ['upsell_error', { event: 'upsell_error', context: 'cart', reason: 'empty' }, true],
    ['upsell_error outside the recommendation contexts', { event: 'upsell_error', context: 'footer', reason: 'empty' }, false],
    ['checkout_step', { event: 'checkout_step', step: 'review' }, true],
    ['checkout_step of no step', { event: 'checkout_step', step: 'payment' }, false],
    ['wallet_payment_cancelled', { event: 'wallet_payment_cancelled', provider: 'amazonPay' }, true],
    ['wallet_payment_cancelled with a reason', { event: 'wallet_payment_cancelled', provider: 'googlepay', reason: 'x' }, true],
    ['the old walletPaymentCancelled name', { event: 'walletPaymentCancelled', provider: 'amazonPay' }, false],
    ['an unknown field (a typo)', { event: 'checkout_step', step: 'review', stepp: 1 }, false],
    ['an infinite value', { event: 'purchase', orderId: 'o1', value: Infinity, currency: 'USD', items: [] }, false],
    ['a coupon code of 41 characters', { event: 'coupon_applied', code: 'C'.repeat(41) }, false],
    ['a reason of 301 characters', { event: 'upsell_error', context: 'cart', reason: 'r'.repeat(301) }, false],
    [
      'an item name of 201 characters',
      {
        event: 'view_item',
        currency: 'USD',
        value: 1,
        items: [{ item_id: 's', item_name: 'n'.repeat(201), price: 1, quantity: 1 }],
      },
      false,
    ],
    [
      'view_item with two items',
      {
        event: 'view_item',
        currency: 'USD',
        value: 2,
        items: [
          { item_id: 's', item_name: 'n', price: 1, quantity: 1 },
          { item_id: 't', item_name: 'm', price: 1, quantity: 1 },
        ],
      },
      false,
    ],
  ])('%s: valid = %s', (_name, event, valid) => {
    expect(analyticsEventSchema.safeParse(event).success).toBe(valid);
  });
});

describe('purchase: the paid order in GA4 major units, converted once from minor units', () => {
  it.each([
    {
      rule: 'value is the charged total (tax and fees included); price is the unit price after discounts',
      cart: cart([line('a', 2, 259_00), line('b', 1, 19_99)], [extra('tax', 'TAX', 20_00)]),
      value: 298.99,
      items: [
        { item_id: 'SKU-a', item_name: 'Product a', price: 129.5, quantity: 2 },
        { item_id: 'SKU-b', item_name: 'Product b', price: 19.99, quantity: 1 },
      ],
    },
    {
      rule: 'a line total that does not share evenly rounds the unit price to a minor unit',
      cart: cart([line('c', 3, 100_00)]),
      value: 100,
      items: [{ item_id: 'SKU-c', item_name: 'Product c', price: 33.33, quantity: 3 }],
    },
    {
      rule: 'a free gift line is an item at price 0',
      cart: cart([line('gift', 1, 0)]),
      value: 0,
      items: [{ item_id: 'SKU-gift', item_name: 'Product gift', price: 0, quantity: 1 }],
    },
  ])('$rule', ({ cart: c, value, items }) => {
    const event = purchaseEvent({ id: 'ord_1', cart: c });
    expect(event).toEqual({ event: 'purchase', orderId: 'ord_1', value, currency: 'USD', items });
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it('carries the applied coupon, and none when there is none', () => {
    expect(purchaseEvent({ id: 'o', cart: cart([line('a', 1, 100)], [], 'SAVE10') }).coupon).toBe('SAVE10');
    expect('coupon' in purchaseEvent({ id: 'o', cart: cart([line('a', 1, 100)]) })).toBe(false);
  });

  it('lines are items with sku, title, unit price, quantity', () => {
    expect(cartAnalyticsItems([line('a', 4, 10_00, 'Pillow')])).toEqual([
      { item_id: 'SKU-a', item_name: 'Pillow', price: 2.5, quantity: 4 },
    ]);
  });
});

describe('add_to_cart: what the add gained, from the server carts before and after, capped by what it asked for', () => {
  const a1 = line('a', 1, 1_000_00);
  const ask = (...ids: Array<[string, number]>) => ids.map(([productID, quantity]) => ({ productID, quantity }));
  it.each([
    {
      rule: 'a first line in an empty cart',
      before: cart([]),
      after: cart([a1]),
      requested: ask(['a', 1]),
      expected: { value: 1000, items: [{ item_id: 'SKU-a', item_name: 'Product a', price: 1000, quantity: 1 }] },
    },
    {
      rule: 'a line that grew counts only the quantity it gained',
      before: cart([line('a', 1, 50_00)]),
      after: cart([line('a', 3, 150_00)]),
      requested: ask(['a', 2]),
      expected: { value: 100, items: [{ item_id: 'SKU-a', item_name: 'Product a', price: 50, quantity: 2 }] },
    },
    {
      rule: 'a product with its add-on lines: one event with every new line',
      before: cart([line('x', 1, 5_00)]),
      after: cart([line('x', 1, 5_00), a1, line('gift', 1, 0)]),
      requested: ask(['a', 1], ['gift', 1]),
      expected: {
        value: 1000,
        items: [
          { item_id: 'SKU-a', item_name: 'Product a', price: 1000, quantity: 1 },
          { item_id: 'SKU-gift', item_name: 'Product gift', price: 0, quantity: 1 },
        ],
      },
    },
    {
      rule: 'the cart before unknown to the page: only the requested quantity of the requested products counts',
      before: null,
      after: cart([line('x', 2, 10_00), line('a', 3, 300_00)]),
      requested: ask(['a', 1]),
      expected: { value: 100, items: [{ item_id: 'SKU-a', item_name: 'Product a', price: 100, quantity: 1 }] },
    },
    {
      rule: 'a service line (extended warranty) appears as a service extra; tax and shipping changes are not added items',
      before: cart([a1], [extra('tax', 'TAX', 10_00)]),
      after: cart([a1], [extra('tax', 'TAX', 12_00), extra('service', 'EXT-WARRANTY', 99_00)]),
      requested: ask(['warranty', 1]),
      expected: { value: 99, items: [{ item_id: 'EXT-WARRANTY', item_name: 'EXT-WARRANTY title', price: 99, quantity: 1 }] },
    },
  ])('$rule', ({ before, after, requested, expected }) => {
    const event = addToCartEvent(before, after, requested);
    expect(event).toEqual({ event: 'add_to_cart', currency: 'USD', ...expected });
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it.each([
    ['nothing changed (the server refused the line, or only refreshed)', cart([a1]), cart([a1]), ask(['a', 1])],
    ['a line shrank or went away', cart([line('a', 2, 20_00)]), cart([line('a', 1, 10_00)]), ask(['a', 1])],
    ['a line another tab added', cart([]), cart([a1]), ask(['b', 1])],
    [
      'an existing service stayed',
      cart([a1], [extra('service', 'S', 5_00)]),
      cart([a1], [extra('service', 'S', 5_00)]),
      ask(['s', 1]),
    ],
  ])('no event when %s', (_rule, before, after, requested) => {
    expect(addToCartEvent(before, after, requested)).toBeNull();
  });
});

describe('view_item: the product page shown, its variant priced in GA4 major units', () => {
  it.each([
    { rule: 'a USD variant: $1,299.00', price: 129_900, currency: 'USD' as const, major: 1299 },
    { rule: 'cents kept: $129.50', price: 12_950, currency: 'USD' as const, major: 129.5 },
    { rule: 'a CAD variant: CA$1,499.99', price: 149_999, currency: 'CAD' as const, major: 1499.99 },
    { rule: 'a free product: 0', price: 0, currency: 'USD' as const, major: 0 },
  ])('$rule', ({ price, currency, major }) => {
    const event = viewItemEvent({ sku: 'NW-CLS-QN', title: 'Classic Hybrid Mattress', price, currency });
    expect(event).toEqual({
      event: 'view_item',
      currency,
      value: major,
      items: [{ item_id: 'NW-CLS-QN', item_name: 'Classic Hybrid Mattress', price: major, quantity: 1 }],
    });
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });
});
