import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cartExtra, cartFixture, cartLine } from '../../../test-support/cart-fixture';
import type { OrderSummary } from '../../../lib/api/my-account';
import type { Order } from '../../../lib/api/orders';
import { buyAgainNext } from './buy-again-outcome';
import { OrderDetail } from './order-detail';
import { OrderHistory } from './order-history';

const summary = (id: string, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  shortId: `S-${id}`,
  createdAt: '2026-01-02T10:00:00.000Z',
  status: 'paid',
  total: 129_950,
  currency: 'USD',
  lineCount: 1,
  firstLineName: 'Luxe Hybrid Mattress',
  ...overrides,
});

describe('OrderHistory (/my-account orders)', () => {
  it('lists the orders newest first, whatever order they come in', () => {
    const html = renderToStaticMarkup(
      createElement(OrderHistory, {
        orders: [
          summary('mid', { createdAt: '2026-01-05T00:00:00.000Z' }),
          summary('old', { createdAt: '2025-01-05T00:00:00.000Z' }),
          summary('new', { createdAt: '2026-03-05T00:00:00.000Z' }),
        ],
      }),
    );
    const at = (id: string) => html.indexOf(`S-${id}`);
    expect(at('new')).toBeLessThan(at('mid'));
    expect(at('mid')).toBeLessThan(at('old'));
  });

  it('lists the orders (newest first) with short id, date, status and total, each linking to its page', () => {
    const html = renderToStaticMarkup(
      createElement(OrderHistory, {
        orders: [
          summary('new'),
          summary('old', { createdAt: '2025-12-01T10:00:00.000Z', status: 'pending', total: 5000, lineCount: 3 }),
        ],
      }),
    );
    expect(html.indexOf('S-new')).toBeLessThan(html.indexOf('S-old'));
    expect(html).toContain('href="/my-account/orders/new"');
    expect(html).toContain('href="/my-account/orders/old"');
    expect(html).toContain('Jan 2, 2026');
    expect(html).toContain('$1,299.50');
    expect(html).toContain('Paid');
    expect(html).toContain('Awaiting payment');
    expect(html).toContain('$50');
    expect(html).toContain('Luxe Hybrid Mattress and 2 more');
  });

  it('CAD orders are formatted as CAD', () => {
    const html = renderToStaticMarkup(createElement(OrderHistory, { orders: [summary('c', { currency: 'CAD', total: 10000 })] }));
    expect(html).toContain('CA$100');
  });

  it('no orders yet, and a list that could not be loaded, each say so', () => {
    expect(renderToStaticMarkup(createElement(OrderHistory, { orders: [] }))).toContain('You have no orders yet.');
    expect(renderToStaticMarkup(createElement(OrderHistory, { orders: null }))).toContain('could not be loaded');
  });
});

const shipping = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '5125550100',
  address: { line1: '1 Main St', line2: 'Apt 2', zip: '78701', city: 'Austin', state: 'TX', country: 'US' },
};
const billing = { ...shipping, firstName: 'Bob', address: { ...shipping.address, line1: '9 Bill Rd', line2: '' } };
const order: Order = {
  id: 'ord_1',
  shortId: 'A1B2C3',
  status: 'paid',
  email: 'ann@example.com',
  cart: cartFixture(
    [
      cartLine('bed', { title: 'Luxe Hybrid Mattress', price: 150_000, listValue: 180_000 }),
      cartLine('pillow', { title: 'Free Pillow', forItem: 'bed', price: 0, listValue: 9_900 }),
      cartLine('sheets', { title: 'Sheet Set', price: 12_000 }),
    ],
    [cartExtra('shipping', 0, 'Shipping'), cartExtra('tax', 13_000, 'Estimated tax')],
  ),
  shippingDetails: shipping,
  billingDetails: billing,
  paymentDetails: { billingProvider: 'paypal', customerID: null },
  journey: 'checkout',
  brand: 'nestwood',
  backorderDays: 10,
  extraData: {},
  metadata: {},
  createdAt: '2026-01-02T10:00:00.000Z',
  paidAt: '2026-01-02T10:01:00.000Z',
};
const fulfillment = {
  orderId: 'ord_1',
  shortId: 'A1B2C3',
  status: 'paid' as const,
  lines: [
    {
      itemIdentifier: 'bed',
      sku: 'SKU-bed',
      name: 'bed',
      title: 'Luxe Hybrid Mattress',
      quantity: 1,
      fulfillmentStatus: 'backorder' as const,
      shipping: { from: 12, to: 13, estimate: '12 - 13' },
    },
  ],
};

describe('OrderDetail (/my-account/orders/{orderId})', () => {
  const html = renderToStaticMarkup(createElement(OrderDetail, { order, fulfillment }));

  it('shows the short id, date and status', () => {
    expect(html).toContain('A1B2C3');
    expect(html).toContain('Placed Jan 2, 2026');
    expect(html).toContain('Paid');
  });

  it('lists each line with its child lines nested under it', () => {
    const nested = html.slice(html.indexOf('aria-label="Added to Luxe Hybrid Mattress"'));
    expect(nested).toContain('Free Pillow');
    expect(nested.indexOf('Free Pillow')).toBeLessThan(nested.indexOf('Sheet Set'));
    expect(html).toContain('Free');
  });

  it('shows the totals as the order has them: subtotal, shipping, tax, total', () => {
    for (const row of ['subtotal', 'shipping', 'tax', 'total']) expect(html).toContain(`data-row="${row}"`);
    expect(html).toContain('Estimated tax');
    expect(html).toContain('$130');
  });

  it('shows the payment method label, and both addresses', () => {
    expect(html).toContain('data-testid="order-payment-method">PayPal<');
    expect(html).toContain('1 Main St');
    expect(html).toContain('9 Bill Rd');
    expect(html).toContain('Bob Lee');
  });

  it("shows each line's fulfilment status and shipping window", () => {
    expect(html).toContain('On back order');
    expect(html).toContain('On back order · Ships by ground carrier in 12 - 13 business days.');
  });

  it('a same-day order: the totals name same-day delivery at its fee, and each line arrives Today', () => {
    const sameDay: Order = {
      ...order,
      cart: cartFixture(
        [cartLine('bed', { title: 'Luxe Hybrid Mattress', price: 150_000 })],
        [cartExtra('shipping', 4_900, 'Same-day delivery', 'same-day-delivery'), cartExtra('tax', 0, 'Tax')],
      ),
    };
    const today = {
      ...fulfillment,
      lines: [
        { ...fulfillment.lines[0]!, fulfillmentStatus: 'pending' as const, shipping: { from: 0, to: 0, estimate: 'Today' } },
      ],
    };
    const page = renderToStaticMarkup(createElement(OrderDetail, { order: sameDay, fulfillment: today }));
    expect(page).toContain('Preparing to ship · Same-day delivery: Today');
    const totals = page.slice(page.indexOf('data-row="shipping"'));
    expect(totals.slice(0, totals.indexOf('data-row="tax"'))).toMatch(/Same-day delivery[\s\S]*\$49/);
  });

  it('without the fulfilment status the order still shows and says the status is not available', () => {
    const without = renderToStaticMarkup(createElement(OrderDetail, { order, fulfillment: null }));
    expect(without).toContain('The shipping status is not available right now.');
    expect(without).toContain('Luxe Hybrid Mattress');
  });

  it('with writeReviews, a paid order offers "Write a review" for each product line, not for child lines', () => {
    const withReviews = renderToStaticMarkup(createElement(OrderDetail, { order, fulfillment, writeReviews: true }));
    expect(withReviews.match(/data-testid="write-review"/g)?.length).toBe(
      order.cart.items.filter((line) => line.forItem === null).length,
    );
    expect(withReviews).toContain('Write a review<span class="sr-only"> of Luxe Hybrid Mattress</span>');
    expect(html).not.toContain('Write a review');
    const unpaid = renderToStaticMarkup(
      createElement(OrderDetail, { order: { ...order, status: 'pending' }, fulfillment, writeReviews: true }),
    );
    expect(unpaid).not.toContain('Write a review');
  });

  it('a product already reviewed for the order shows "You reviewed this product" instead of the form', () => {
    const reviewed = new Map([['bed', 'pending' as const]]);
    const page = renderToStaticMarkup(createElement(OrderDetail, { order, fulfillment, writeReviews: true, reviewed }));
    expect(page).toContain('You reviewed this product. It appears once approved.');
    expect(page).not.toContain('Write a review<span class="sr-only"> of Luxe Hybrid Mattress</span>');
    expect(page.match(/Write a review/g)?.length).toBe(order.cart.items.filter((line) => line.forItem === null).length - 1);
  });
});

describe('Buy again outcome', () => {
  it('every line added: to the cart', () => {
    expect(buyAgainNext([])).toEqual({ kind: 'to-cart' });
  });

  it('skipped lines are named (title, else name, else sku)', () => {
    expect(buyAgainNext([{ title: 'Old Frame' }, { name: 'gone-pillow' }, { sku: 'SKU-9' }, {}])).toEqual({
      kind: 'show-skipped',
      labels: ['Old Frame', 'gone-pillow', 'SKU-9', 'An item'],
    });
  });
});
