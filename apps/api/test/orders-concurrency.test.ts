import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceCatalog } from '../src/db/repositories/products';
import { orders } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { onPostgres, twoInstancesOnPostgres } from './support/two-instances';
import { shopper } from './support/shopper';
import { line, orderBody, orderMattress } from './support/orders';

/** One cart gives at most one order, whatever the concurrency or the number of API processes. */
describe('one cart, one order (one API instance)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: { nestwood: [orderMattress()] } });
  });
  afterAll(() => t.close());

  it('20 parallel POST /orders for one cart make exactly one order row, and every answer is that order', async () => {
    const s = shopper(t.app);
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [line()] }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.call('POST', '/orders', orderBody())));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().result.id)).size).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);
  });
});

/** Two API instances, each with its own connection pool, on one PostgreSQL database: as two processes would be. */
describe.skipIf(!onPostgres)('one cart, one order (two API instances on one PostgreSQL)', () => {
  const { apps, dbs } = twoInstancesOnPostgres('orders', (db) => replaceCatalog(db, 'nestwood', [orderMattress()]));

  it('20 POST /orders for one cart spread over both instances make exactly one order', async () => {
    const s = shopper(apps[0]!);
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [line()] }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/orders',
          headers: { 'x-brand': 'nestwood', 'content-type': 'application/json' },
          cookies: Object.fromEntries(s.jar),
          payload: JSON.stringify(orderBody()),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().result.id)).size).toBe(1);
    expect(await dbs[1]!.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);
    // Either instance reads the order back for the session.
    const id = answers[0]!.json().result.id as string;
    const read = await apps[1]!.inject({
      method: 'GET',
      url: `/orders/${id}`,
      headers: { 'x-brand': 'nestwood' },
      cookies: Object.fromEntries(s.jar),
    });
    expect(read.json().result.cart.id).toBe(cart.id);
  });
});
