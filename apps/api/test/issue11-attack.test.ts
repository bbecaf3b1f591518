import { describe, expect, it } from 'vitest';
import { encodeCartSkus, type Order } from '@store/core';
import { useTestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { makeProduct } from './support/factories';
import { CARDS, pay, tokenize } from './support/payments';
import { reviewCatalog, reviewOrders, lookUpOrder } from './support/review-orders';
import { ANALYTICS_NOT_PAID_MESSAGE } from '../src/use-cases/orders/mark-analytics-reported';

/** Attack pass: recommendations, the analytics report of a purchase and the operator's events list. */
const arborOnly = makeProduct({ id: 'arbor-only-latex' });
const catalog = reviewCatalog();
const t = useTestApp({ seed: { ...catalog, arbor: [...catalog.arbor, arborOnly] } });
const { placeOrder, paidOrder } = reviewOrders(t);

const get = (url: string, brand = 'nestwood') => t.app.inject({ method: 'GET', url, headers: { 'x-brand': brand } });
const rec = (type: string, query: string) => get(`/recommendations/v3/${type}?dd=device0123&${query}`);

describe('GET /recommendations/v3/{type} with hostile input', () => {
  it.each([
    ['one base64 character', 'cartSkus=Q'],
    ['bad padding', 'cartSkus=QUJD%3D'],
    ['padding only', 'cartSkus=%3D%3D%3D%3D'],
    ['base64url characters', 'cartSkus=-_-_'],
    ['binary that is not UTF-8', `cartSkus=${encodeURIComponent(Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'))}`],
    ['a NUL inside', `cartSkus=${encodeURIComponent(Buffer.from('OK-SKU\u0000,X').toString('base64'))}`],
    ['100 KB of it', `cartSkus=${'QUJD'.repeat(25_000)}`],
    ['two cartSkus', `cartSkus=${encodeCartSkus(['A'])}&cartSkus=${encodeCartSkus(['B'])}`],
    ['a limit of 1e309', 'limit=1e309'],
    ['a limit with letters', 'limit=2abc'],
    ['two dd', 'dd=other'],
  ])('%s: a 400 with a message, quickly, never a 5xx', async (_name, query) => {
    const started = performance.now();
    const res = await rec('cart', query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    expect(res.json().message.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each(['CART', 'cart%00', '..%2Fadmin', 'x'.repeat(500)])(
    'type %s: a 4xx (a path segment over 100 characters is 414), never a 5xx',
    async (type) => {
      const res = await get(`/recommendations/v3/${type}?dd=device0123`);
      expect([400, 404, 414]).toContain(res.statusCode);
      expect(res.json().status).toBe('error');
    },
  );

  it("another brand's skus in the cart anchor nothing and never come back", async () => {
    const arborSkus = Object.keys(arborOnly.availability);
    const res = await rec('cart', `cartSkus=${encodeURIComponent(encodeCartSkus(arborSkus))}`);
    expect(res.statusCode, res.body).toBe(200);
    const keys = (res.json().result.products as Array<{ key: string }>).map((p) => p.key);
    expect(keys).not.toContain('arbor-only-latex');
  });
});

describe('PUT /orders/{id}/analyticsReported', () => {
  const report = (s: ReturnType<typeof shopper>, id: string) => s.call('PUT', `/orders/${id}/analyticsReported`);

  it('twenty concurrent replays by the placing session all answer the one first time', async () => {
    const { s, order } = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => report(s, order.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.json().result.analyticsReportedAt)).size).toBe(1);
  });

  it(`an unpaid order cannot be marked before it is paid: 409 '${ANALYTICS_NOT_PAID_MESSAGE}', still unreported after payment`, async () => {
    const s = shopper(t.app);
    const order: Order = await placeOrder(s);
    const early = await report(s, order.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ status: 'error', code: 'CONFLICT', message: ANALYTICS_NOT_PAID_MESSAGE });
    const paid = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    expect(paid.json().result.order.status).toBe('paid');
    expect((await s.call('GET', `/orders/${order.id}`)).json().result.analyticsReported).toBe(false);
    expect((await report(s, order.id)).statusCode).toBe(200);
  });

  it('another session, a look-up grant, another brand: the 404 of a missing order, nothing marked', async () => {
    const { s, order } = await paidOrder();
    const granted = shopper(t.app);
    await lookUpOrder(granted, order);
    for (const other of [shopper(t.app), granted, shopper(t.app, 'arbor')]) {
      const res = await report(other, order.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'Order not found' });
    }
    expect((await s.call('GET', `/orders/${order.id}`)).json().result.analyticsReported).toBe(false);
  });

  it.each(['abc%00', 'a'.repeat(65), "1'%20or%20'1'='1"])('id %s: 400 or 404, never a 5xx', async (id) => {
    const res = await report(shopper(t.app), id);
    expect([400, 404]).toContain(res.statusCode);
  });
});

describe('GET /admin/analytics-events without OPERATOR_SECRET configured', () => {
  it('does not exist, whatever the caller sends', async () => {
    for (const headers of [{}, { 'x-operator-secret': '' }, { 'x-operator-secret': 'undefined' }]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/admin/analytics-events',
        headers: { 'x-brand': 'nestwood', ...headers },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
