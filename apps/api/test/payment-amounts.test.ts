import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@store/core';
import type { DatabaseHandle } from '../src/db/client';
import { replaceCatalog } from '../src/db/repositories/products';
import { coupons } from '../src/db/schema';
import type { ChargeRequest, PaymentProviderAdapter } from '../src/payments/provider';
import { createPaymentProviders, type PaymentProviders } from '../src/payments/registry';
import { makeBedding, makeMattress } from './support/factories';
import { address, orderBody } from './support/orders';
import { shopper } from './support/shopper';
import { CARDS, pay, tokenize } from './support/payments';
import { buildStoreApp } from './support/store-app';
import { COUPONS } from './support/test-store';
import { openTestDatabase } from './support/test-database';

/** A provider that records what the store asked it to charge, then charges through the sandbox card provider. */
function recording(inner: PaymentProviderAdapter, seen: ChargeRequest[]): PaymentProviderAdapter {
  return { ...inner, charge: (request) => (seen.push(request), inner.charge(request)) };
}

const CATALOG = [
  makeMattress('pt-hybrid', { sizes: { twin: 59_900, queen: 99_900, king: 129_900 }, discount: 10 }),
  makeMattress('pt-foam', { sizes: { twin: 39_900, queen: 69_950, king: 89_999 }, discount: 15 }),
  makeBedding('pt-pillow', { sizes: { standard: 8_900, king: 10_900 }, discount: 0 }),
  makeBedding('pt-sheets', { sizes: { queen: 12_345, king: 14_321 }, discount: 5 }),
];
const SHIP_TO = [
  { state: 'CA', zip: '94105', city: 'San Francisco' },
  { state: 'NY', zip: '10001', city: 'New York' },
  { state: 'TX', zip: '75201', city: 'Dallas' },
];

let handle: DatabaseHandle;
let app: FastifyInstance;
const seen: ChargeRequest[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  await replaceCatalog(handle.db, 'nestwood', CATALOG);
  await handle.db.insert(coupons).values([COUPONS.save10, COUPONS.take200].map((c) => ({ ...c, brand: 'nestwood' })));
  const sandbox = createPaymentProviders({ db: handle.db, now: () => new Date() });
  const payments: PaymentProviders = { ...sandbox, stripeDirect: recording(sandbox.stripeDirect!, seen) };
  app = await buildStoreApp(handle.db, {}, { payments });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const lineArb = fc.constantFrom(...CATALOG).chain((product) =>
  fc.record({
    productID: fc.constant(product.id),
    quantity: fc.integer({ min: 1, max: 3 }),
    properties: fc.constantFrom(...product.properties[0]!.options.map((o) => [{ name: 'Size', value: o.value }])),
  }),
);
const cartArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
  coupon: fc.constantFrom(null, 'SAVE10', 'TAKE200'),
  shipTo: fc.constantFrom(...SHIP_TO),
});

describe('the amount sent to the provider is the server total, for any cart', () => {
  it('random carts, coupons and shipping states: charge amount = frozen order total = server-priced cart total', async () => {
    await fc.assert(
      fc.asyncProperty(cartArb, async ({ lines, coupon, shipTo }) => {
        const s = shopper(app);
        expect((await s.call('POST', '/carts/my/items', { items: lines })).statusCode).toBe(200);
        if (coupon) await s.call('PUT', '/carts/my/coupon', { couponCode: coupon });
        const details = address({}, { state: shipTo.state, zip: shipTo.zip, city: shipTo.city });
        const placed = await s.call(
          'POST',
          '/orders',
          orderBody('nestwood', { shippingDetails: details, billingDetails: details }),
        );
        expect(placed.statusCode, placed.body).toBe(200);
        const order = (placed.json() as { result: Order }).result;
        // The cart as the server prices it now (the order froze it): what the shopper was shown at review.
        const cart = s.cart(await s.call('GET', '/carts/my'));
        const before = seen.length;
        const paid = await pay(app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
        expect(paid.statusCode, paid.body).toBe(200);
        const charged = seen.slice(before);
        expect(charged).toHaveLength(1);
        expect(charged[0]).toMatchObject({ orderId: order.id, amount: cart.totalPrice.amount, currency: 'USD' });
        expect(order.cart.totalPrice.amount).toBe(cart.totalPrice.amount);
        expect(paid.json().result.order.cart.totalPrice.amount).toBe(charged[0]!.amount);
        expect(Number.isInteger(charged[0]!.amount) && charged[0]!.amount > 0).toBe(true);
      }),
      { numRuns: 25, seed: 20261124 },
    );
  }, 120_000);
});
