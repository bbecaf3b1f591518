import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orders } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { deliveryCatalog, line } from './support/delivery-catalog';
import { address, orderBody } from './support/orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { nestwood: deliveryCatalog(), 'nestwood-ca': deliveryCatalog('CAD') } });
});
afterAll(() => t.close());

const ordersOf = async (brand: string) =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.brand, brand)))[0]?.n ?? 0;

describe('POST /orders: an address must exist (the ZIP in its state, the city one of its)', () => {
  it.each([
    [
      "the shopper's 'asdf qwerty 99999' in Texas: a ZIP no post office uses",
      'shippingDetails',
      { line1: 'asdf', city: 'qwerty', zip: '99999', state: 'TX' },
      'Enter a valid ZIP / postal code for TX, US',
      'zip-mismatch',
    ],
    [
      'a New York ZIP given with Texas',
      'shippingDetails',
      { city: 'New York', zip: '10001', state: 'TX' },
      'Enter a valid ZIP / postal code for TX, US',
      'zip-mismatch',
    ],
    [
      'a city that is not the ZIP’s',
      'shippingDetails',
      { city: 'Los Angeles', zip: '94105', state: 'CA' },
      'Please enter the correct city name',
      'wrong-city',
    ],
    [
      'a billing ZIP no post office uses',
      'billingDetails',
      { city: 'Austin', zip: '99999', state: 'TX' },
      'Enter a valid ZIP / postal code for TX, US',
      'zip-mismatch',
    ],
  ])('%s -> 400, and nothing is ordered', async (_label, which, where, message, reason) => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    const before = await ordersOf('nestwood');
    const res = await s.call('POST', '/orders', orderBody('nestwood', { [which]: address({}, where) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message, reason });
    expect(await ordersOf('nestwood')).toBe(before);
    // The cart did not move to the refused address.
    expect(s.cart(await s.call('GET', '/carts/my')).region).toBeNull();
  });

  it('an address that exists is ordered, and its checked ZIP and state are the region that priced the order', async () => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    const austin = address({}, { line1: '100 Congress Ave', zip: '78701', city: 'austin', state: 'Texas' });
    const res = await s.call('POST', '/orders', orderBody('nestwood', { shippingDetails: austin, billingDetails: austin }));
    expect(res.statusCode).toBe(200);
    expect(res.json().result.cart.region).toEqual({ country: 'US', state: 'TX', zip: '78701' });
  });

  it('Canadian store: a postal code of another province -> 400', async () => {
    const s = shopper(t.app, 'nestwood-ca');
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    const ottawaInQuebec = address({}, { city: 'Ottawa', zip: 'K1A 0B1', state: 'QC', country: 'CA' });
    const res = await s.call(
      'POST',
      '/orders',
      orderBody('nestwood-ca', { shippingDetails: ottawaInQuebec, billingDetails: ottawaInQuebec }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Enter a valid ZIP / postal code for QC, CA', reason: 'zip-mismatch' });
  });
});
