import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Order } from '@store/core';
import { shopper, type Shopper } from './shopper';
import { makeProduct } from './factories';
import { line, orderBody, orderMattress } from './orders';
import { CARDS, pay, tokenize } from './payments';

/** The catalogue of the review-writing tests: the order mattress, a pillow and a frame nobody orders. */
export const reviewCatalog = () => ({
  nestwood: [
    orderMattress(),
    makeProduct({ id: 'order-test-pillow', attributes: { group: 'bedding', markers: ['soft-good'] } }),
    makeProduct({ id: 'order-test-frame', attributes: { group: 'bed-frame', markers: [] } }),
  ],
  arbor: [orderMattress()],
});

/** Orders to review: a placed order (mattress and pillow) and a paid one, each by its own shopper unless given (t: read at call time). */
export function reviewOrders(t: { app: FastifyInstance }) {
  const placeOrder = async (s: Shopper, lines = [line(), line('order-test-pillow')]): Promise<Order> => {
    expect((await s.call('POST', '/carts/my/items', { items: lines })).statusCode).toBe(200);
    const res = await s.call('POST', '/orders', orderBody(s.brand));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as Order;
  };
  const paidOrder = async (s = shopper(t.app)): Promise<{ s: Shopper; order: Order }> => {
    const order = await placeOrder(s);
    const res = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    expect(res.json().result.order.status, res.body).toBe('paid');
    return { s, order };
  };
  return { placeOrder, paidOrder };
}

/** A valid review of the order's mattress, with overrides. */
export const reviewBody = (order: Order, overrides: Record<string, unknown> = {}) => ({
  orderId: order.id,
  domainKey: 'order-test-mattress',
  score: 5,
  title: '  Best sleep in years  ',
  content: 'Firm enough for my back,\nsoft enough for my shoulders.',
  displayName: 'Ann L.',
  ...overrides,
});

/** The shopper looks the order up (guest order look-up with the order's email and ZIP): a grant to read it. */
export async function lookUpOrder(s: Shopper, order: Order): Promise<void> {
  const res = await s.call('POST', '/orders/lookup', { email: 'ann.lee@example.com', zip: '94105', shortId: order.shortId });
  expect(res.statusCode, res.body).toBe(200);
}
