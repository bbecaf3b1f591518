import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/ids';
import type { TestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { onPostgres } from './support/two-instances';
import { createStoreApp, PRODUCTS } from './support/test-store';

let t: TestApp;
beforeAll(async () => {
  t = await createStoreApp();
});
afterAll(() => t.close());

const SIZES = ['twin', 'twinXL', 'full', 'queen', 'king'];
const MATTRESSES = [PRODUCTS.mattress.id, PRODUCTS.premium.id];

describe('concurrency', () => {
  it('100 concurrent adds to one (not yet created) cart lose nothing', async () => {
    const s = shopper(t.app);
    s.jar.set('sid', t.app.signCookie('c'.repeat(43)));
    const lines = Array.from({ length: 100 }, (_, i) => ({
      productID: MATTRESSES[i % 2]!,
      quantity: 1,
      properties: [{ name: 'Size', value: SIZES[Math.floor(i / 2) % 5]! }],
    }));
    const answers = await Promise.all(lines.map((line) => s.call('POST', '/carts/my/items', { items: [line] })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    const cart = s.cart(await s.call('GET', '/carts/my'));
    expect(cart.items).toHaveLength(10);
    expect(cart.items.every((i) => i.quantity === 10)).toBe(true);
    expect(cart.itemsCount).toBe(100);
    expect(new Set(answers.map((a) => a.json().result.id)).size).toBe(1);
  });

  // Needs real connections: PGlite has one, so a held lock would block the adds' own transactions outright.
  it.runIf(onPostgres)(
    'an add that waited for the cart lock sees the lines committed while it waited (merges, never duplicates)',
    async () => {
      const s = shopper(t.app);
      const line = { productID: PRODUCTS.mattress.id, quantity: 1, properties: [{ name: 'Size', value: 'queen' }] };
      // A stored cart with no lines: the case where the add skips reading lines it counted none of.
      await s.call('POST', '/carts/my/items', { items: [line] });
      const { id, items } = s.cart(await s.call('DELETE', '/carts/my'));
      expect(items).toEqual([]);
      let adds: Array<Promise<unknown>> = [];
      // Hold the (empty) cart's lock until both adds queue behind it: the second to run must see the first's line.
      await t.db.transaction(async (tx) => {
        const locked = await tx.execute(sql`select 1 from carts where id = ${id} for update`);
        expect(locked).toHaveLength(1);
        adds = [1, 2].map(() => s.call('POST', '/carts/my/items', { items: [line] }));
        await waitForLockWaiters(2);
      });
      await Promise.all(adds);
      const cart = s.cart(await s.call('GET', '/carts/my'));
      expect(cart.items.map((i) => i.quantity)).toEqual([2]);
    },
  );

  // A new session's first add writes its cart inside the add's transaction; this covers the insert that loses the race.
  it.runIf(onPostgres)(
    "first adds that wait for a concurrent writer of the session's cart lock and count it (one cart, one line)",
    async () => {
      const s = shopper(t.app);
      const secret = 'w'.repeat(43);
      s.jar.set('sid', t.app.signCookie(secret));
      const { id } = s.cart(await s.call('GET', '/carts/my'));
      const line = { productID: PRODUCTS.mattress.id, quantity: 1, properties: [{ name: 'Size', value: 'queen' }] };
      let adds: Array<Promise<{ json(): { result: { id: string } } }>> = [];
      // Another request's transaction writes the session's cart (not committed yet): both adds' inserts wait for it.
      await t.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into carts (id, brand, session_hash, history_log) values (${id}, 'nestwood', ${sha256(secret)}, '[]'::jsonb)`,
        );
        adds = [1, 2].map(() => s.call('POST', '/carts/my/items', { items: [line] }));
        await waitForLockWaiters(2);
      });
      const answers = await Promise.all(adds);
      expect(answers.map((a) => a.json().result.id)).toEqual([id, id]);
      const cart = s.cart(await s.call('GET', '/carts/my'));
      expect(cart.items.map((i) => i.quantity)).toEqual([2]);
    },
  );
});

/** Polls until `count` statements of this database wait for a row lock. */
async function waitForLockWaiters(count: number): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    // On PostgreSQL (the only database this runs on) execute answers the rows as an array.
    const rows = (await t.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as Array<{ n: number }>;
    if (Number(rows[0]?.n) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never saw ${count} statements waiting for a lock`);
}
