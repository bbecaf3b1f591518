import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, cartLines } from '../src/db/schema';
import { sha256 } from '../src/ids';
import type { TestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { createStoreApp, mattress, PRODUCTS } from './support/test-store';

let t: TestApp;
beforeAll(async () => {
  t = await createStoreApp();
});
afterAll(() => t.close());

const sidOf = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === 'sid')?.value;

describe('only server-issued sessions are adopted (no session fixation)', () => {
  it('an invented sid gets a new sid and does not reach a cart stored under the invented value', async () => {
    const invented = randomBytes(32).toString('base64url');
    // An attacker's cart under the invented value (as the API stored it while it adopted any 43-character sid).
    await t.db.insert(carts).values({ id: 'A'.repeat(24), brand: 'nestwood', sessionHash: sha256(invented) });
    await t.db.insert(cartLines).values({
      cartId: 'A'.repeat(24),
      itemIdentifier: 'planted00001',
      brand: 'nestwood',
      productId: PRODUCTS.mattress.id,
      properties: [{ name: 'Size', value: 'queen' }],
      quantity: 1,
      position: 0,
    });
    const victim = shopper(t.app);
    victim.jar.set('sid', invented);
    const res = await victim.call('GET', '/carts/my');
    const issued = sidOf(res);
    expect(issued).toBeDefined();
    expect(issued).not.toBe(invented);
    const cart = victim.cart(res);
    expect(cart.id).not.toBe('A'.repeat(24));
    expect(cart.items).toEqual([]);
    // The victim's additions land in a cart of the new session, never in the planted one.
    const added = victim.cart(await victim.call('POST', '/carts/my/items', { items: [mattress('king')] }));
    expect(added.id).toBe(cart.id);
    const planted = await t.db.select().from(cartLines);
    expect(planted.filter((l) => l.cartId === 'A'.repeat(24))).toHaveLength(1);
  });

  it('a real sid keeps its cart and is not replaced', async () => {
    const s = shopper(t.app);
    const first = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] }));
    const sid = s.jar.get('sid');
    const again = await s.call('GET', '/carts/my');
    expect(sidOf(again)).toBeUndefined();
    expect(s.cart(again).id).toBe(first.id);
    expect(s.cart(again).items).toHaveLength(1);
    expect(s.jar.get('sid')).toBe(sid);
  });

  it.each([
    ['a signature from another key', () => `${randomBytes(32).toString('base64url')}.${randomBytes(32).toString('base64url')}`],
    ['a real sid with its value swapped', (real: string) => `${randomBytes(32).toString('base64url')}${real.slice(43)}`],
    ['a real sid without its signature', (real: string) => real.slice(0, 43)],
    ['garbage', () => '\u00e9%00..'],
  ])('%s is replaced', async (_label, forge) => {
    const owner = shopper(t.app);
    owner.cart(await owner.call('POST', '/carts/my/items', { items: [mattress()] }));
    const intruder = shopper(t.app);
    const forged = forge(owner.jar.get('sid')!);
    intruder.jar.set('sid', forged);
    const res = await intruder.call('GET', '/carts/my');
    expect(res.statusCode).toBe(200);
    expect(sidOf(res)).toBeDefined();
    expect(sidOf(res)).not.toBe(forged);
    expect(intruder.cart(res).items).toEqual([]);
  });
});
