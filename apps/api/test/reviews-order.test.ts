import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { signedUpShopper } from './support/accounts';
import { reviewBody, reviewCatalog, reviewOrders, lookUpOrder } from './support/review-orders';

const NOT_FOUND = { status: 'error', code: 'NOT_FOUND', message: 'Order not found' };

/** GET /reviews/orders/{id} tells the order page which of its products already have a review. */
describe('GET /reviews/orders/{id}', () => {
  const t = useTestApp({ seed: reviewCatalog() });
  const { paidOrder } = reviewOrders(t);

  it('the placing session sees its reviewed products with their status; none before writing', async () => {
    const { s, order } = await paidOrder();
    expect((await s.call('GET', `/reviews/orders/${order.id}`)).json()).toEqual({ status: 'ok', result: { reviewed: [] } });
    expect((await s.call('POST', '/reviews', reviewBody(order))).statusCode).toBe(201);
    const pending = reviewBody(order, { domainKey: 'order-test-pillow', content: 'Cheaper at www.pillow-deals.example' });
    expect((await s.call('POST', '/reviews', pending)).statusCode).toBe(201);
    const res = await s.call('GET', `/reviews/orders/${order.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.reviewed).toEqual([
      { domainKey: 'order-test-mattress', status: 'published' },
      { domainKey: 'order-test-pillow', status: 'pending' },
    ]);
  });

  it('the owning account reads it from another browser; a look-up grant opens it', async () => {
    const account = await signedUpShopper(t);
    const { order } = await paidOrder(account.shopper);
    expect((await account.shopper.call('POST', '/reviews', reviewBody(order))).statusCode).toBe(201);
    const elsewhere = shopper(t.app);
    const signIn = await elsewhere.call('POST', '/accounts/sign-in', { email: account.email, password: account.password });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const res = await elsewhere.call('GET', `/reviews/orders/${order.id}`);
    expect(res.json().result.reviewed).toEqual([{ domainKey: 'order-test-mattress', status: 'published' }]);

    const { order: guestOrder } = await paidOrder();
    const granted = shopper(t.app);
    await lookUpOrder(granted, guestOrder);
    expect((await granted.call('GET', `/reviews/orders/${guestOrder.id}`)).statusCode).toBe(200);
  });

  it('another session, another account and another brand get the answer of an unknown order (no existence leak)', async () => {
    const { s, order } = await paidOrder();
    expect((await s.call('POST', '/reviews', reviewBody(order))).statusCode).toBe(201);
    const other = await signedUpShopper(t);
    const unknown = await shopper(t.app).call('GET', '/reviews/orders/unknownorderid00000000000');
    expect(unknown.statusCode).toBe(404);
    for (const stranger of [shopper(t.app), other.shopper, shopper(t.app, 'arbor')]) {
      const res = await stranger.call('GET', `/reviews/orders/${order.id}`);
      expect(res.statusCode).toBe(unknown.statusCode);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(unknown.json()).toEqual(NOT_FOUND);
    }
  });

  it.each([
    ['a control character', '/reviews/orders/abc%01def'],
    ['a NUL', '/reviews/orders/abc%00'],
    ['an id of 65 characters', `/reviews/orders/${'a'.repeat(65)}`],
    ['a broken escape', '/reviews/orders/%E0%A4%A'],
    ['an SQL fragment', "/reviews/orders/1'%20or%20'1'='1"],
  ])('400 or 404 for %s, never a 5xx', async (_name, url) => {
    const res = await shopper(t.app).call('GET', url);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().status).toBe('error');
  });
});
