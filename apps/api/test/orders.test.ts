import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, Order } from '@store/core';
import { carts, coupons, orders } from '../src/db/schema';
import { replaceCatalog } from '../src/db/repositories/products';
import { createTestApp, type TestApp } from './support/test-app';
import { COUPONS } from './support/test-store';
import { shopper, type Shopper } from './support/shopper';
import { address, backorderPillow, line, orderBody, orderMattress } from './support/orders';
import { CARDS, pay, tokenize } from './support/payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: { nestwood: [orderMattress(), backorderPillow()], driftvale: [orderMattress()], hushly: [orderMattress()] },
    coupons: { nestwood: [COUPONS.once50] },
  });
});
afterAll(() => t.close());

async function withCart(brand = 'nestwood', lines = [line()]): Promise<Shopper> {
  const s = shopper(t.app, brand);
  expect((await s.call('POST', '/carts/my/items', { items: lines })).statusCode).toBe(200);
  return s;
}
const order = (res: { json(): unknown }) => (res.json() as { result: Order }).result;
const failure = (res: { statusCode: number; json(): unknown }) => {
  const { code, message } = res.json() as { code: string; message: string };
  return { status: res.statusCode, code, message };
};
const orderRows = (brand: string, cartId: string) =>
  t.db
    .select()
    .from(orders)
    .where(and(eq(orders.brand, brand), eq(orders.cartId, cartId)));
/** What the payments issue does on success: the order is paid and its cart consumed. */
async function markPaid(o: Order) {
  await t.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, o.id));
  await t.db.update(carts).set({ status: 'consumed' }).where(eq(carts.id, o.cart.id));
}

describe('POST /orders', () => {
  it('Idempotency-Key: the same key replays the first answer; the same key with another body is refused', async () => {
    const s = await withCart();
    const key = { 'idempotency-key': 'order-attempt-1' };
    const first = await s.call('POST', '/orders', orderBody(), key);
    expect(first.statusCode).toBe(200);
    const again = await s.call('POST', '/orders', orderBody(), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(order(again)).toEqual(order(first));
    const other = await s.call('POST', '/orders', orderBody('nestwood', { email: 'someone.else@example.com' }), key);
    expect(other.statusCode).toBe(422);
    expect(await orderRows('nestwood', order(first).cart.id)).toHaveLength(1);
  });

  it('freezes the server-priced cart with the shipping state as its region; answers id and shortId', async () => {
    const s = await withCart();
    await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', state: 'TX' } });
    const res = await s.call('POST', '/orders', orderBody());
    expect(res.statusCode).toBe(200);
    const placed = order(res);
    expect(placed.id).toMatch(/^[0-9A-Za-z]{24}$/);
    expect(placed.shortId).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(placed).toMatchObject({ status: 'pending', brand: 'nestwood', email: 'Ann.Lee@Example.com', paidAt: null });
    expect(placed.paymentDetails).toEqual({ billingProvider: 'stripeDirect', paymentToken: null, customerID: null });
    expect(placed.returnUrl).toBeNull();
    expect(placed.shippingDetails.phone).toBe('5551234567');
    // Tax and the CA recycling fee follow the shipping address, not the region the cart had before.
    const cart = s.cart(await s.call('GET', '/carts/my'));
    expect(cart.region).toEqual({ country: 'US', state: 'CA', zip: '94105' });
    expect(placed.cart).toEqual(cart);
    expect(placed.cart.extras.map((e) => e.kind)).toContain('recycling-fee');
    const [row] = await orderRows('nestwood', cart.id);
    expect(row).toMatchObject({
      totalAmount: cart.totalPrice.amount,
      currency: 'USD',
      emailKey: 'ann.lee@example.com',
      phoneKey: '5551234567',
      zipKey: '94105',
    });
  });

  it('refuses price, total, discount and status fields (400) and writes no order; totals come from the server', async () => {
    const s = await withCart();
    const cartId = s.cart(await s.call('GET', '/carts/my')).id;
    for (const tampered of [
      orderBody('nestwood', { totalPrice: { amount: 1 } }),
      orderBody('nestwood', { status: 'paid' }),
      orderBody('nestwood', { cart: { totalPrice: { amount: 1 } } }),
      orderBody('nestwood', { paymentDetails: { billingProvider: 'stripeDirect', amount: 1 } }),
      orderBody('nestwood', { extraData: { discount: 100 } }),
      orderBody('nestwood', { metadata: { price: 1 } }),
    ]) {
      const res = await s.call('POST', '/orders', tampered);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    }
    expect(await orderRows('nestwood', cartId)).toHaveLength(0);
    const placed = order(await s.call('POST', '/orders', orderBody()));
    expect(placed.cart.items[0]!.pricing.price.amount).toBe(90000);
  });

  it("answers 'Cart Empty' for a session without a cart, and for an emptied cart, writing nothing", async () => {
    const fresh = shopper(t.app);
    expect(failure(await fresh.call('POST', '/orders', orderBody()))).toMatchObject({
      status: 400,
      code: 'CART_EMPTY',
      message: 'Cart Empty',
    });
    const s = await withCart();
    const cartId = s.cart(await s.call('DELETE', '/carts/my')).id;
    expect(failure(await s.call('POST', '/orders', orderBody()))).toMatchObject({ code: 'CART_EMPTY', message: 'Cart Empty' });
    expect(await orderRows('nestwood', cartId)).toHaveLength(0);
  });

  it.each([
    ['the body names another brand', orderBody('driftvale'), 400, 'BAD_REQUEST', "The order's brand is not this store's brand"],
    [
      "a provider the brand does not offer: 'Payment provider not found'",
      orderBody('nestwood', { paymentDetails: { billingProvider: 'stripeCanada' } }),
      400,
      'PROVIDER_NOT_FOUND',
      'Payment provider not found',
    ],
    ['email', orderBody('nestwood', { email: 'not-an-email' }), 400, 'BAD_REQUEST', 'A valid email address is required'],
    ['email required', orderBody('nestwood', { email: ' ' }), 400, 'BAD_REQUEST', 'Please enter an e-mail address'],
    [
      'PO Box',
      orderBody('nestwood', { shippingDetails: address({}, { line1: 'PO Box 12' }) }),
      400,
      'BAD_REQUEST',
      'We do not currently ship to PO Boxes',
    ],
    [
      'zip',
      orderBody('nestwood', { shippingDetails: address({}, { zip: '123' }) }),
      400,
      'BAD_REQUEST',
      'Please enter a valid zip code',
    ],
    [
      'zip below 500',
      orderBody('nestwood', { shippingDetails: address({}, { zip: '00400' }) }),
      400,
      'BAD_REQUEST',
      'Please enter a valid zip code',
    ],
    [
      'phone',
      orderBody('nestwood', { billingDetails: address({ phone: '12345' }) }),
      400,
      'BAD_REQUEST',
      'Please enter a valid phone number',
    ],
    [
      'billing address line',
      orderBody('nestwood', { billingDetails: address({}, { line1: '' }) }),
      400,
      'BAD_REQUEST',
      'Please enter a billing address',
    ],
    [
      'full name',
      orderBody('nestwood', { shippingDetails: address({ lastName: '' }) }),
      400,
      'BAD_REQUEST',
      'Please enter valid full name',
    ],
    [
      'a country other than the store’s',
      orderBody('nestwood', { shippingDetails: address({}, { country: 'Canada', zip: 'M5V 2T6', state: 'ON' }) }),
      400,
      'BAD_REQUEST',
      "Sorry, this item can't be shipped to your selected address. You may either change the shipping address to a US address or contact customer support.",
    ],
  ])('refuses %s', async (_rule, body, status, code, message) => {
    const s = await withCart();
    const cartId = s.cart(await s.call('GET', '/carts/my')).id;
    expect(failure(await s.call('POST', '/orders', body))).toEqual({ status, code, message });
    expect(await orderRows('nestwood', cartId)).toHaveLength(0);
  });

  it('a discontinued brand (hushly) takes no orders', async () => {
    const s = shopper(t.app, 'hushly');
    for (const body of [orderBody('hushly'), orderBody('hushly', { shippingDetails: address({}, { zip: '' }) })]) {
      expect(failure(await s.call('POST', '/orders', body))).toEqual({
        status: 403,
        code: 'BRAND_DISCONTINUED',
        message: 'Hushly no longer takes orders',
      });
    }
  });

  it('placing again for the same cart updates and re-freezes the one pending order', async () => {
    const s = await withCart();
    const first = order(await s.call('POST', '/orders', orderBody()));
    await s.call('POST', '/carts/my/items', { items: [line('order-test-mattress', 'king')] });
    const texas = address({}, { state: 'TX', zip: '73301', city: 'Austin' });
    const second = order(await s.call('POST', '/orders', orderBody('nestwood', { shippingDetails: texas })));
    expect(second.id).toBe(first.id);
    expect(second.shortId).toBe(first.shortId);
    expect(second.shippingDetails.address.state).toBe('TX');
    expect(second.cart.items).toHaveLength(2);
    expect(second.cart.region?.state).toBe('TX');
    expect(second.cart.totalPrice.amount).toBeGreaterThan(first.cart.totalPrice.amount);
    expect(await orderRows('nestwood', first.cart.id)).toHaveLength(1);
  });

  it("once the order is paid its cart is consumed: the session's new cart is empty ('Cart Empty')", async () => {
    const s = await withCart();
    const placed = order(await s.call('POST', '/orders', orderBody()));
    await markPaid(placed);
    expect(failure(await s.call('POST', '/orders', orderBody()))).toMatchObject({ code: 'CART_EMPTY' });
    expect(await orderRows('nestwood', placed.cart.id)).toHaveLength(1);
  });

  it('a paid order keeps its cart from a second order even before the cart is consumed; a cancelled one is placed again', async () => {
    const s = await withCart();
    const placed = order(await s.call('POST', '/orders', orderBody()));
    await t.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, placed.id));
    expect(failure(await s.call('POST', '/orders', orderBody()))).toMatchObject({ code: 'CART_EMPTY', message: 'Cart Empty' });
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.id));
    const again = order(await s.call('POST', '/orders', orderBody()));
    expect(again).toMatchObject({ id: placed.id, status: 'pending' });
    expect(await orderRows('nestwood', placed.cart.id)).toHaveLength(1);
  });

  it('refuses a coupon used up since it was applied', async () => {
    const s = await withCart();
    expect((await s.call('PUT', '/carts/my/coupon', { couponCode: 'ONCE50' })).statusCode).toBe(200);
    await t.db
      .update(coupons)
      .set({ redemptions: 1 })
      .where(and(eq(coupons.brand, 'nestwood'), eq(coupons.code, 'ONCE50')));
    expect(failure(await s.call('POST', '/orders', orderBody()))).toMatchObject({
      status: 400,
      code: 'INVALID_COUPON',
      message: 'This coupon has already been used',
    });
    await t.db
      .update(coupons)
      .set({ redemptions: 0 })
      .where(and(eq(coupons.brand, 'nestwood'), eq(coupons.code, 'ONCE50')));
    const placed = order(await s.call('POST', '/orders', orderBody()));
    expect(placed.cart.couponDetails).toEqual({ code: 'ONCE50' });
  });
});

describe('the order fields returnUrl and paymentDetails.paymentToken', () => {
  it('keeps the returnUrl the storefront sends (a path on the store) and answers it on every read', async () => {
    const s = await withCart();
    const placed = order(await s.call('POST', '/orders', orderBody('nestwood', { returnUrl: '/checkout/review' })));
    expect(placed.returnUrl).toBe('/checkout/review');
    const read = order(await s.call('GET', `/orders/${placed.id}`));
    expect(read.returnUrl).toBe('/checkout/review');
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'checkout/review'],
  ])('refuses %s as returnUrl (400) and writes no order', async (_name, returnUrl) => {
    const s = await withCart();
    const cartId = s.cart(await s.call('GET', '/carts/my')).id;
    const res = await s.call('POST', '/orders', orderBody('nestwood', { returnUrl }));
    expect(failure(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(JSON.stringify(res.json())).toContain('returnUrl must be a path on this store');
    expect(await orderRows('nestwood', cartId)).toHaveLength(0);
  });

  it('a token sent with the order is ignored; the paying token is kept as a reference only (type and last four)', async () => {
    const s = await withCart();
    const placed = order(
      await s.call(
        'POST',
        '/orders',
        orderBody('nestwood', { paymentDetails: { billingProvider: 'stripeDirect', paymentToken: 'tok_sentWithTheOrder' } }),
      ),
    );
    expect(placed.paymentDetails.paymentToken).toBeNull();
    const token = await tokenize(s, CARDS.succeeds);
    const paid = await pay(t.app, s, placed.id, { paymentToken: token });
    expect(paid.statusCode).toBe(200);
    const reference = `tok_…${token.slice(-4)}`;
    expect((paid.json() as { result: { order: Order } }).result.order.paymentDetails.paymentToken).toBe(reference);
    const read = order(await s.call('GET', `/orders/${placed.id}`));
    expect(read.paymentDetails.paymentToken).toBe(reference);
    const [row] = await orderRows('nestwood', placed.cart.id);
    expect(JSON.stringify(row)).not.toContain(token);
  });
});

describe('GET /orders/{id}', () => {
  it('answers the placing session only; another session, another brand and a missing id get the same 404', async () => {
    const s = await withCart();
    const placed = order(await s.call('POST', '/orders', orderBody()));
    const read = await s.call('GET', `/orders/${placed.id}`);
    expect(read.statusCode).toBe(200);
    // Reading an order adds what happened after the sale (parcels, returns); the rest is what placing it answered.
    const {
      shipments,
      returns,
      lineReturns: _lineReturns,
      ...asPlaced
    } = order(read) as typeof placed & {
      shipments: unknown[];
      returns: unknown[];
      lineReturns: unknown[];
    };
    expect(asPlaced).toEqual(placed);
    expect({ shipments, returns }).toEqual({ shipments: [], returns: [] });
    const notFound = { status: 'error', code: 'NOT_FOUND', message: 'Order not found' };
    const other = shopper(t.app);
    expect((await other.call('GET', `/orders/${placed.id}`)).json()).toEqual(notFound);
    const sameSessionOtherBrand = shopper(t.app, 'driftvale');
    for (const [k, v] of s.jar) sameSessionOtherBrand.jar.set(k, v);
    const foreign = await sameSessionOtherBrand.call('GET', `/orders/${placed.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(notFound);
    expect((await s.call('GET', `/orders/${'x'.repeat(24)}`)).json()).toEqual(notFound);
  });

  it('keeps the frozen cart when the catalogue price changes afterwards', async () => {
    const s = await withCart();
    const placed = order(await s.call('POST', '/orders', orderBody()));
    await replaceCatalog(t.db, 'nestwood', [orderMattress(120000), backorderPillow()]);
    try {
      expect(order(await s.call('GET', `/orders/${placed.id}`)).cart).toEqual(placed.cart);
      const live: Cart = s.cart(await s.call('GET', '/carts/my'));
      expect(live.items[0]!.pricing.price.amount).toBe(120000);
      expect(placed.cart.items[0]!.pricing.price.amount).toBe(90000);
    } finally {
      await replaceCatalog(t.db, 'nestwood', [orderMattress(), backorderPillow()]);
    }
  });
});

describe('GET /orders/{id}/fulfillment', () => {
  it('gives each line its frozen status and shipping window; a back-order ships backorderDays later', async () => {
    const s = await withCart('nestwood', [line(), line('order-test-pillow')]);
    const placed = order(await s.call('POST', '/orders', orderBody('nestwood', { backorderDays: 10 })));
    const res = await s.call('GET', `/orders/${placed.id}/fulfillment`);
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ orderId: placed.id, shortId: placed.shortId, status: 'pending' });
    expect(
      result.lines.map((l: { sku: string; fulfillmentStatus: string; shipping: unknown }) => [l.fulfillmentStatus, l.shipping]),
    ).toEqual([
      ['pending', { from: 1, to: 3, estimate: '1 - 3' }],
      ['backorder', { from: 11, to: 13, estimate: '11 - 13' }],
    ]);
    expect((await shopper(t.app).call('GET', `/orders/${placed.id}/fulfillment`)).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Order not found',
    });
  });
});

describe('PUT /orders/{id}/analyticsReported', () => {
  it('records the first report of a paid order; a second call answers the same time; another session gets 404', async () => {
    const s = await withCart();
    const placed = order(await s.call('POST', '/orders', orderBody()));
    expect((await s.call('PUT', `/orders/${placed.id}/analyticsReported`)).statusCode).toBe(409);
    const paid = await pay(t.app, s, placed.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    expect(paid.json().result.order.status).toBe('paid');
    const first = await s.call('PUT', `/orders/${placed.id}/analyticsReported`);
    expect(first.statusCode).toBe(200);
    expect(first.json().result.id).toBe(placed.id);
    const second = await s.call('PUT', `/orders/${placed.id}/analyticsReported`);
    expect(second.json()).toEqual(first.json());
    expect((await shopper(t.app).call('PUT', `/orders/${placed.id}/analyticsReported`)).statusCode).toBe(404);
  });
});

describe('POST /orders/{orderId}/related', () => {
  it('places a follow-up order from the current cart linked to the paid original', async () => {
    const s = await withCart();
    const original = order(await s.call('POST', '/orders', orderBody()));
    // Not paid yet: no related order.
    await s.call('POST', '/carts/my/items', { items: [line('order-test-pillow')] });
    expect(failure(await s.call('POST', `/orders/${original.id}/related?dd=dev1&brand=nestwood`, orderBody()))).toMatchObject({
      status: 409,
      code: 'CONFLICT',
    });
    await markPaid(original);
    await s.call('POST', '/carts/my/items', { items: [line('order-test-pillow')] });
    expect(failure(await s.call('POST', `/orders/${original.id}/related?brand=driftvale`, orderBody()))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
    });
    const res = await s.call('POST', `/orders/${original.id}/related?dd=dev1&brand=nestwood`, orderBody());
    expect(res.statusCode).toBe(200);
    const related = order(res);
    expect(related.id).not.toBe(original.id);
    expect(related.extraData.relatedOrderId).toBe(original.id);
    expect(related.cart.items.map((i) => i.product.id)).toEqual(['order-test-pillow']);
    // Someone else's order is not found, and a plain POST /orders never carries a client's relatedOrderId.
    const other = await withCart();
    expect(failure(await other.call('POST', `/orders/${original.id}/related`, orderBody()))).toMatchObject({ status: 404 });
    const plain = order(
      await other.call('POST', '/orders', orderBody('nestwood', { extraData: { relatedOrderId: original.id } })),
    );
    expect(plain.extraData.relatedOrderId).toBeUndefined();
  });
});
