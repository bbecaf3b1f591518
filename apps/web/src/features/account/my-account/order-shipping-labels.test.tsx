// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderFulfillment } from '@store/core/checkout/order-schema';
import type { LineShipping } from '@store/core/back-office/line-shipping-wire';
import type { OrderSummary } from '../../../lib/api/my-account';
import type { Order } from '../../../lib/api/orders';
import { cartExtra, cartFixture, cartLine } from '../../../test-support/cart-fixture';
import { renderInDom } from '../../../test-support/client-render';
import { OrderShipments } from '../order-shipments';
import { OrderDetail } from './order-detail';
import { OrderHistory } from './order-history';

let unmounts: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const unmount of unmounts) await unmount();
  unmounts = [];
});

async function render(element: Parameters<typeof renderInDom>[0]): Promise<HTMLElement> {
  const rendered = await renderInDom(element);
  unmounts.push(rendered.unmount);
  return rendered.container;
}

const address = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '5125550100',
  address: { line1: '1 Main St', line2: '', zip: '78701', city: 'Austin', state: 'TX', country: 'US' },
};

/** Three mattresses, a back-ordered pillow and a protection plan under the mattresses; $1,999 in all. */
const order: Order = {
  id: 'ord_1',
  shortId: 'A1B2C3',
  status: 'paid',
  email: 'ann@example.com',
  cart: cartFixture(
    [
      cartLine('bed', { title: 'Luxe Hybrid Mattress', quantity: 3, price: 180_000 }),
      cartLine('pillow', { title: 'Cloud Pillow', price: 9_900 }),
      cartLine('plan', { title: 'Protection Plan', forItem: 'bed', price: 10_000 }),
    ],
    [cartExtra('shipping', 0, 'Shipping'), cartExtra('tax', 0, 'Tax')],
  ),
  shippingDetails: address,
  billingDetails: address,
  paymentDetails: { billingProvider: 'stripeDirect', customerID: null },
  journey: 'checkout',
  brand: 'nestwood',
  backorderDays: 10,
  extraData: {},
  metadata: {},
  createdAt: '2026-01-02T10:00:00.000Z',
  paidAt: '2026-01-02T10:01:00.000Z',
  fulfillmentStatus: 'partially_shipped',
  paymentStatus: 'paid',
  refundedAmount: 0,
};

const NOT_SHIPPED: LineShipping = { status: 'not_shipped', quantity: 0, lastShippedAt: null, carrierName: null };
const NOTHING: LineShipping = { status: 'nothing_to_ship', quantity: 0, lastShippedAt: null, carrierName: null };

function fulfillment(bed: LineShipping, pillow: LineShipping): OrderFulfillment {
  const line = (itemIdentifier: string, quantity: number, backorder: boolean, shipped: LineShipping | undefined) => ({
    itemIdentifier,
    sku: `SKU-${itemIdentifier}`,
    name: itemIdentifier,
    title: itemIdentifier,
    quantity,
    fulfillmentStatus: backorder ? ('backorder' as const) : ('pending' as const),
    shipping: backorder ? { from: 12, to: 13, estimate: '12 - 13' } : { from: 2, to: 3, estimate: '2 - 3' },
    ...(shipped ? { shipped } : {}),
  });
  return {
    orderId: 'ord_1',
    shortId: 'A1B2C3',
    status: 'paid',
    lines: [line('bed', 3, false, bed), line('pillow', 1, true, pillow), line('plan', 1, false, NOTHING)],
  };
}

const lineText = (page: HTMLElement, item: string) =>
  page.querySelector(`[data-item="${item}"] [data-testid="order-line-fulfillment"]`)?.textContent;

describe("the order page's lines say what has shipped", () => {
  it('nothing shipped: today\'s wording, the back-order line its back-order wording, the plan "No shipping needed"', async () => {
    const page = await render(createElement(OrderDetail, { order, fulfillment: fulfillment(NOT_SHIPPED, NOT_SHIPPED) }));
    expect(lineText(page, 'bed')).toBe('Preparing to ship · Ships by ground carrier in 2 - 3 business days.');
    expect(lineText(page, 'pillow')).toBe('On back order · Ships by ground carrier in 12 - 13 business days.');
    expect(lineText(page, 'plan')).toBe('No shipping needed');
  });

  it('an answer from before `shipped` existed keeps the ordered wording on every line', async () => {
    const old = fulfillment(NOT_SHIPPED, NOT_SHIPPED);
    const withoutShipped = { ...old, lines: old.lines.map(({ shipped: _shipped, ...rest }) => rest) };
    const page = await render(createElement(OrderDetail, { order, fulfillment: withoutShipped }));
    expect(lineText(page, 'bed')).toBe('Preparing to ship · Ships by ground carrier in 2 - 3 business days.');
    expect(lineText(page, 'plan')).toBe('Preparing to ship · Ships by ground carrier in 2 - 3 business days.');
  });

  it('two of three mattresses shipped: "2 of 3 shipped" and what the rest waits for; the pillow still on back order', async () => {
    const bed: LineShipping = {
      status: 'partially_shipped',
      quantity: 2,
      lastShippedAt: '2026-01-05T15:00:00.000Z',
      carrierName: 'UPS',
    };
    const page = await render(createElement(OrderDetail, { order, fulfillment: fulfillment(bed, NOT_SHIPPED) }));
    expect(lineText(page, 'bed')).toBe(
      '2 of 3 shipped · The rest: Preparing to ship · Ships by ground carrier in 2 - 3 business days.',
    );
    expect(page.querySelector('[data-item="bed"] [data-shipping]')?.getAttribute('data-shipping')).toBe('partially_shipped');
    expect(lineText(page, 'pillow')).toBe('On back order · Ships by ground carrier in 12 - 13 business days.');
    expect(page.textContent).not.toContain('Preparing to ship · Preparing');
  });

  it('every line shipped: "Shipped" with the latest parcel\'s day and carrier, the back-ordered pillow too', async () => {
    const bed: LineShipping = { status: 'shipped', quantity: 3, lastShippedAt: '2026-01-07T09:30:00.000Z', carrierName: 'FedEx' };
    const pillow: LineShipping = {
      status: 'shipped',
      quantity: 1,
      lastShippedAt: '2026-01-05T15:00:00.000Z',
      carrierName: 'UPS',
    };
    const page = await render(createElement(OrderDetail, { order, fulfillment: fulfillment(bed, pillow) }));
    expect(lineText(page, 'bed')).toBe('Shipped Jan 7, 2026 with FedEx');
    expect(lineText(page, 'pillow')).toBe('Shipped Jan 5, 2026 with UPS');
    expect(page.textContent).not.toContain('Preparing to ship');
    expect(page.textContent).not.toContain('On back order');
  });
});

describe("the order page's totals say what was refunded", () => {
  const refundText = (page: HTMLElement) => page.querySelector('[data-testid="order-refund"]')?.textContent ?? null;
  const totals = (page: HTMLElement) => page.querySelector('section[aria-labelledby="order-totals"]');

  it.each([
    ['paid', 0, null],
    ['partially_refunded', 30_000, 'Partly refunded: $300'],
    ['partially_refunded', 12_345, 'Partly refunded: $123.45'],
    ['refunded', 199_900, 'Refunded'],
  ] as const)('money %s with %i back: %s', async (paymentStatus, refundedAmount, label) => {
    const page = await render(
      createElement(OrderDetail, { order: { ...order, paymentStatus, refundedAmount }, fulfillment: null }),
    );
    expect(refundText(page)).toBe(label);
    if (label !== null) expect(totals(page)?.contains(page.querySelector('[data-testid="order-refund"]'))).toBe(true);
  });

  it('an answer without the money fields shows no refund line', async () => {
    const { paymentStatus: _p, refundedAmount: _r, ...older } = order;
    expect(refundText(await render(createElement(OrderDetail, { order: older, fulfillment: null })))).toBeNull();
  });

  it('refunded in full before anything shipped: no "Preparing your order" (nothing will ship)', async () => {
    const refunded = { ...order, fulfillmentStatus: 'unfulfilled' as const, paymentStatus: 'refunded' as const, shipments: [] };
    const page = await render(createElement(OrderShipments, { order: refunded }));
    expect(page.querySelector('[data-testid="order-shipments"]')).toBeNull();
    const partly = { ...refunded, paymentStatus: 'partially_refunded' as const };
    const still = await render(createElement(OrderShipments, { order: partly }));
    expect(still.querySelector('[data-testid="order-shipping-status"]')?.textContent).toBe('Preparing your order');
  });
});

describe('the order history: the money beside where the goods are', () => {
  const summary = (id: string, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
    id,
    shortId: `S-${id}`,
    createdAt: '2026-01-02T10:00:00.000Z',
    status: 'paid',
    total: 199_900,
    currency: 'USD',
    lineCount: 2,
    firstLineName: 'Luxe Hybrid Mattress',
    fulfillmentStatus: 'unfulfilled',
    paymentStatus: 'paid',
    refundedAmount: 0,
    ...overrides,
  });

  it.each<[string, Partial<OrderSummary>, string, string | null]>([
    ['paid, nothing shipped', {}, 'Paid', 'Preparing your order'],
    ['paid, part shipped', { fulfillmentStatus: 'partially_shipped' }, 'Paid', 'Partly shipped'],
    ['paid, all shipped', { fulfillmentStatus: 'shipped' }, 'Paid', 'Shipped'],
    [
      'shipped then partly refunded',
      { fulfillmentStatus: 'shipped', paymentStatus: 'partially_refunded', refundedAmount: 30_000 },
      'Partly refunded: $300',
      'Shipped',
    ],
    [
      'a CAD order partly refunded',
      { currency: 'CAD', paymentStatus: 'partially_refunded', refundedAmount: 4_550, fulfillmentStatus: 'partially_shipped' },
      'Partly refunded: CA$45.50',
      'Partly shipped',
    ],
    [
      'shipped then refunded in full',
      { fulfillmentStatus: 'shipped', paymentStatus: 'refunded', refundedAmount: 199_900 },
      'Refunded',
      'Shipped',
    ],
    ['refunded in full before shipping', { paymentStatus: 'refunded', refundedAmount: 199_900 }, 'Refunded', null],
    ['awaiting payment', { status: 'pending', paymentStatus: 'unpaid' }, 'Awaiting payment', null],
    [
      'cancelled and refunded',
      { status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 199_900 },
      'Cancelled · Refunded',
      null,
    ],
    [
      'a list from before the new fields',
      { fulfillmentStatus: undefined, paymentStatus: undefined, refundedAmount: undefined },
      'Paid',
      null,
    ],
  ])('%s: "%s" beside "%s"', async (_name, overrides, money, shipping) => {
    const list = await render(createElement(OrderHistory, { orders: [summary('a', overrides)] }));
    const row = list.querySelector('[data-testid="account-order"]');
    expect(row?.querySelector('[data-testid="account-order-status"]')?.textContent).toBe(money);
    expect(row?.querySelector('[data-testid="account-order-shipping"]')?.textContent ?? null).toBe(shipping);
  });

  it('each order still opens its page and shows its total', async () => {
    const list = await render(
      createElement(OrderHistory, { orders: [summary('a', { fulfillmentStatus: 'shipped' }), summary('b')] }),
    );
    expect([...list.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/my-account/orders/a',
      '/my-account/orders/b',
    ]);
    expect(list.textContent).toContain('$1,999');
  });
});
