import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { loadSessionKey } from '../src/db/repositories/app-secrets';
import { replaceCatalog } from '../src/db/repositories/products';
import { orders } from '../src/db/schema';
import { memoryStores } from '../src/stores/memory';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { line, orderBody, orderMattress } from './support/orders';

/** Issue 8: one cart gives at most one order, whatever the concurrency or the number of API processes. */
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

const url = process.env.DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(url);

/** Two API instances, each with its own connection pool, on one PostgreSQL database: as two processes would be. */
describe.skipIf(!onPostgres)('one cart, one order (two API instances on one PostgreSQL)', () => {
  const name = `orders_${randomBytes(5).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const admin = postgres(url!, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const target = new URL(url!);
    target.pathname = `/${name}`;
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ url: target.toString() });
      if (i === 0) {
        await handle.migrate();
        await replaceCatalog(handle.db, 'nestwood', [orderMattress()]);
      }
      handles.push(handle);
      const app = await buildApp({
        db: handle.db,
        stores: memoryStores(),
        now: () => new Date(),
        sessionKey: await loadSessionKey(handle.db),
        defaultBrand: 'nestwood',
        allowedOrigins: [],
      });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    const admin = postgres(url!, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

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
    expect(await handles[1]!.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);
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
