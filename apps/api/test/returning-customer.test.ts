import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { replaceCatalog } from '../src/db/repositories/products';
import { carts, outboxEvents } from '../src/db/schema';
import { LOOKUP_RATE_LIMITED_MESSAGE, LOOKUP_SESSION_LIMIT } from '../src/use-cases/returning-customer/lookup-limits';
import { makeProduct } from './support/factories';
import { insertOrderRow } from './support/order-rows';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';
import { openTestDatabase } from './support/test-database';
import { buildStoreApp } from './support/store-app';
import { COUPONS } from './support/test-store';

const bed = makeProduct({ id: 'returning-bed' }); // $900: WELCOMEBACK ($75 off $500 or more) gives a discount
const pillow = makeProduct({
  id: 'returning-pillow',
  attributes: { group: 'bedding', markers: [] },
  pricing: { price: { amount: 5000, currency: 'USD', discount: 0 }, listPrice: { amount: 5000, currency: 'USD', discount: 0 } },
});
const line = (productID: string) => ({ productID, quantity: 1, properties: [{ name: 'Size', value: 'queen' }] });

const ann = { email: 'Ann.Returning@example.com', phone: '(555) 123-4567', zip: '94105' };
const query = (who: Record<string, string>, extra = '') =>
  `/orders?dd=device-1&email=${encodeURIComponent(who.email ?? '')}&phone=${encodeURIComponent(who.phone ?? '')}&zip=${encodeURIComponent(who.zip ?? '')}&status=done${extra}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: { nestwood: [bed, pillow], driftvale: [bed] },
    coupons: { nestwood: [COUPONS.welcomeBack, COUPONS.save10], driftvale: [COUPONS.welcomeBack] },
  });
  await insertOrderRow(t.db, { ...ann, email: 'ann.returning@EXAMPLE.com', phone: '5551234567' });
  await insertOrderRow(t.db, { email: 'pending@example.com', phone: '5550000001', zip: '10001', status: 'pending' });
  await insertOrderRow(t.db, { brand: 'driftvale', email: 'drift@example.com', phone: '5550000002', zip: '10002' });
});
afterAll(() => t.close());

/** HEAD /orders from the shopper's session (cookies and address). */
async function lookup(s: Shopper, url: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'HEAD',
    url,
    headers: { 'x-brand': s.brand },
    cookies: Object.fromEntries(s.jar),
    remoteAddress: s.address,
  });
}

async function shopperWithCart(brand = 'nestwood', productID = bed.id) {
  const s = shopper(t.app, brand);
  expect((await s.call('POST', '/carts/my/items', { items: [line(productID)] })).statusCode).toBe(200);
  return s;
}

async function eventsOf(cartId: string) {
  return t.db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.cartId, cartId), eq(outboxEvents.type, 'returningCustomerRecognised')));
}

describe('HEAD /orders: the returning-customer check', () => {
  it('a done order for the email, phone and ZIP: exist true, WELCOMEBACK applied, one event', async () => {
    const s = await shopperWithCart();
    const res = await lookup(s, query(ann));
    expect(res.statusCode).toBe(200);
    expect(res.headers.exist).toBe('true');
    expect(res.body).toBe('');
    const cart = s.cart(await s.call('GET', '/carts/my'));
    expect(cart.couponDetails).toEqual({ code: 'WELCOMEBACK' });
    expect(cart.totalDiscount.amount).toBe(7500);
    expect(await eventsOf(cart.id)).toEqual([expect.objectContaining({ payload: { couponApplied: 'WELCOMEBACK' } })]);
  });

  it('no matching order: exist false, no coupon, no event, and WELCOMEBACK stays refused', async () => {
    const s = await shopperWithCart();
    const res = await lookup(s, query({ ...ann, zip: '94106' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers.exist).toBe('false');
    const cart = s.cart(await s.call('GET', '/carts/my'));
    expect(cart.couponDetails).toBeNull();
    expect(await eventsOf(cart.id)).toEqual([]);
    const put = await s.call('PUT', '/carts/my/coupon', { couponCode: 'WELCOMEBACK' });
    expect(put.json()).toMatchObject({ code: 'INVALID_COUPON', message: 'This coupon is for returning customers' });
  });

  it.each([
    ['an order of another brand', { email: 'drift@example.com', phone: '5550000002', zip: '10002' }],
    ['a pending order (not done)', { email: 'pending@example.com', phone: '5550000001', zip: '10001' }],
  ])('%s does not count', async (_label, who) => {
    const s = await shopperWithCart();
    expect((await lookup(s, query(who))).headers.exist).toBe('false');
    expect(s.cart(await s.call('GET', '/carts/my')).couponDetails).toBeNull();
  });

  it('a recognised session may apply WELCOMEBACK itself after removing it (PUT /carts/my/coupon reads the server flag)', async () => {
    const s = await shopperWithCart();
    await lookup(s, query(ann));
    await s.call('DELETE', '/carts/my/coupon');
    const put = await s.call('PUT', '/carts/my/coupon', { couponCode: 'WELCOMEBACK' });
    expect(s.cart(put).couponDetails).toEqual({ code: 'WELCOMEBACK' });
  });

  it('preventAddingCoupon is respected: recognised (event sent), no coupon added', async () => {
    const s = await shopperWithCart();
    await s.call('PUT', '/carts/my/coupon', { couponCode: 'SAVE10' });
    await s.call('DELETE', '/carts/my/coupon');
    expect((await lookup(s, query(ann))).headers.exist).toBe('true');
    const cart = s.cart(await s.call('GET', '/carts/my'));
    expect(cart.couponDetails).toBeNull();
    expect(await eventsOf(cart.id)).toEqual([expect.objectContaining({ payload: { couponApplied: null } })]);
  });

  it('a link cart (opened from a shared cart) gets no coupon and no recognition', async () => {
    const owner = await shopperWithCart();
    const ownerCart = owner.cart(await owner.call('GET', '/carts/my'));
    const visitor = shopper(t.app);
    expect((await visitor.call('POST', '/carts/my/merge', { cartId: ownerCart.id, multiUse: true })).statusCode).toBe(200);
    expect((await lookup(visitor, query(ann))).headers.exist).toBe('true');
    const cart = visitor.cart(await visitor.call('GET', '/carts/my'));
    expect(cart.couponDetails).toBeNull();
    expect(await eventsOf(cart.id)).toEqual([]);
    expect((await visitor.call('PUT', '/carts/my/coupon', { couponCode: 'WELCOMEBACK' })).statusCode).toBe(400);
  });

  it('a remote-controlled cart gets no coupon', async () => {
    const s = await shopperWithCart();
    const id = s.cart(await s.call('GET', '/carts/my')).id;
    const at = new Date().toISOString();
    await t.db
      .update(carts)
      .set({
        historyLog: [
          { type: 'cartCreated', metadata: { channel: 'direct' }, at },
          { type: 'remoteControlled', metadata: {}, at },
        ],
      })
      .where(eq(carts.id, id));
    expect((await lookup(s, query(ann))).headers.exist).toBe('true');
    expect(s.cart(await s.call('GET', '/carts/my')).couponDetails).toBeNull();
    expect(await eventsOf(id)).toEqual([]);
  });

  it('a recognised cart below the coupon minimum keeps no coupon yet; the coupon applies once it qualifies', async () => {
    const s = await shopperWithCart('nestwood', pillow.id);
    expect((await lookup(s, query(ann))).headers.exist).toBe('true');
    expect(s.cart(await s.call('GET', '/carts/my')).couponDetails).toBeNull();
    await s.call('POST', '/carts/my/items', { items: [line(bed.id)] });
    expect(s.cart(await s.call('PUT', '/carts/my/coupon', { couponCode: 'WELCOMEBACK' })).totalDiscount.amount).toBe(7500);
  });

  it('a session without a cart: the answer only, nothing stored', async () => {
    const s = shopper(t.app);
    const res = await lookup(s, query(ann));
    expect(res.headers.exist).toBe('true');
    expect(s.cart(await s.call('GET', '/carts/my')).couponDetails).toBeNull();
  });

  it.each([
    ['status other than done', query(ann).replace('status=done', 'status=paid')],
    ['no email', '/orders?phone=5551234567&zip=94105&status=done'],
    ['an unknown parameter', query(ann, '&coupon=WELCOMEBACK')],
    ['a control character', query({ ...ann, email: 'a\u0000@example.com' })],
  ])('a bad query (%s) is a 400 and changes nothing', async (_label, url) => {
    const s = await shopperWithCart();
    const res = await lookup(s, url);
    expect(res.statusCode).toBe(400);
    expect(res.headers.exist).toBeUndefined();
    expect(s.cart(await s.call('GET', '/carts/my')).couponDetails).toBeNull();
  });

  it(`rate limited: ${LOOKUP_SESSION_LIMIT} lookups per session, then 429 with Retry-After`, async () => {
    const s = await shopperWithCart();
    for (let i = 0; i < LOOKUP_SESSION_LIMIT; i++)
      expect((await lookup(s, query({ ...ann, zip: `9${i}000` }))).statusCode).toBe(200);
    const limited = await lookup(s, query(ann));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers.exist).toBeUndefined();
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same answer as a GET-style client reads it: the envelope with the message (HEAD answers carry no body).
    expect(limited.headers['content-length']).toBe(
      String(Buffer.byteLength(JSON.stringify({ status: 'error', code: 'RATE_LIMITED', message: LOOKUP_RATE_LIMITED_MESSAGE }))),
    );
    expect(s.cart(await s.call('GET', '/carts/my')).couponDetails).toBeNull();
  });

  it('rate limited per client address too, whatever the session', async () => {
    const address = '10.77.0.1';
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i <= 50; i++) last = await lookup(shopper(t.app, 'nestwood', address), query(ann));
    expect(last?.statusCode).toBe(429);
  });

  it('the real POST /orders and a GET /orders next to HEAD /orders: each method keeps its own handler', async () => {
    const handle = await openTestDatabase();
    await replaceCatalog(handle.db, 'nestwood', [bed]);
    const app = await buildStoreApp(handle.db);
    app.get('/orders', async () => ({ status: 'ok', result: 'get' }));
    try {
      const head = await app.inject({ method: 'HEAD', url: query(ann) });
      expect(head.headers.exist).toBe('false');
      expect((await app.inject({ method: 'GET', url: '/orders' })).json()).toEqual({ status: 'ok', result: 'get' });
      // The orders routes' own POST answers (an empty body is a 400 from its schema, not the HEAD handler).
      const post = await app.inject({ method: 'POST', url: '/orders', payload: {} });
      expect(post.statusCode).toBe(400);
      expect(post.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    } finally {
      await app.close();
      await handle.close();
    }
  });
});

describe('HEAD /orders keeps its query out of the logs', () => {
  it('no email, phone or ZIP in any log line, for a hit, a bad query and a path spelt otherwise', async () => {
    const handle = await openTestDatabase();
    const lines: string[] = [];
    const app = await buildStoreApp(handle.db, {
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      await insertOrderRow(handle.db, ann);
      expect((await app.inject({ method: 'HEAD', url: query(ann) })).headers.exist).toBe('true');
      expect((await app.inject({ method: 'HEAD', url: query(ann, '&x=1') })).statusCode).toBe(400);
      await app.inject({ method: 'GET', url: query(ann).replace('/orders', '/ORDERS/') });
      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThan(0);
      expect(log).toContain('/orders?[redacted]');
      // Whole values and parameter names: a bare '555' or '94105' can occur in a timestamp or a response time.
      for (const secret of [
        'Returning',
        'returning',
        'email=',
        'phone=',
        'zip=',
        '%28555%29',
        '123-4567',
        encodeURIComponent(ann.email),
      ])
        expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
