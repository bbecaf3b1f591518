import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { carts, remoteTokens } from '../src/db/schema';
import { LIVE_TOKENS_PER_CART } from '../src/db/repositories/remote-tokens';
import { MAX_CART_LINES, TOO_MANY_LINES_MESSAGE } from '../src/use-cases/carts/session-cart';
import { makeProduct } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';

/** 30 products in two sizes: 60 distinct lines can be made. */
const products = Array.from({ length: 30 }, (_, i) => makeProduct({ id: `bound-${i}` }));
const line = (n: number) => ({
  productID: `bound-${Math.floor(n / 2)}`,
  quantity: 1,
  properties: [{ name: 'Size', value: n % 2 === 0 ? 'queen' : 'king' }],
});
const lines = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => line(from + i));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { nestwood: products } });
});
afterAll(() => t.close());

/** Adds lines from..to in requests of at most 20 (the request limit) and returns the cart. */
async function fill(s: Shopper, from: number, to: number) {
  let res = await s.call('GET', '/carts/my');
  for (let at = from; at < to; at += 20)
    res = await s.call('POST', '/carts/my/items', { items: lines(at, Math.min(to, at + 20)) });
  return s.cart(res);
}

const storedCarts = async () => (await t.db.select({ n: count() }).from(carts))[0]!.n;
const itemsOf = async (s: Shopper) => s.cart(await s.call('GET', '/carts/my')).items;

describe(`a cart holds at most ${MAX_CART_LINES} lines`, () => {
  it('a request that would make 60 lines of 40 is refused with 400 and writes none of its lines', async () => {
    const s = shopper(t.app);
    await fill(s, 0, 40);
    const res = await s.call('POST', '/carts/my/items', { items: lines(40, 60) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TOO_MANY_LINES_MESSAGE);
    expect(await itemsOf(s)).toHaveLength(40);
  });

  it('50 lines are accepted; one more is refused and the 50 stay; more of a line already there is fine', async () => {
    const s = shopper(t.app);
    expect((await fill(s, 0, 50)).items).toHaveLength(50);
    const refused = await s.call('POST', '/carts/my/items', { items: [line(50)] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TOO_MANY_LINES_MESSAGE);
    expect(await itemsOf(s)).toHaveLength(50);
    expect(s.cart(await s.call('POST', '/carts/my/items', { items: [line(0)] })).items).toHaveLength(50);
  });

  it('child lines count: 49 lines, then a new line with an add-on for an existing line, is refused', async () => {
    const s = shopper(t.app);
    const cart = await fill(s, 0, 49);
    const parent = cart.items[0]!;
    const child = { ...line(55), forItem: parent.itemIdentifier };
    expect((await s.call('POST', '/carts/my/items', { items: [line(50), child] })).statusCode).toBe(400);
    expect(await itemsOf(s)).toHaveLength(49);
    expect(s.cart(await s.call('POST', '/carts/my/items', { items: [child] })).items).toHaveLength(50);
  });

  it('a merge that would pass the cap is refused and writes nothing', async () => {
    const owner = shopper(t.app);
    const shared = await fill(owner, 0, 30);
    const visitor = shopper(t.app);
    await fill(visitor, 30, 60);
    const res = await visitor.call('POST', '/carts/my/merge', { cartId: shared.id, multiUse: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TOO_MANY_LINES_MESSAGE);
    expect(await itemsOf(visitor)).toHaveLength(30);
  });
});

describe('reading costs no stored rows', () => {
  it('cookie-less GET /carts/my writes no cart row', async () => {
    const before = await storedCarts();
    for (let i = 0; i < 5; i++) expect((await shopper(t.app).call('GET', '/carts/my')).statusCode).toBe(200);
    expect(await storedCarts()).toBe(before);
  });

  it.each([
    ['DELETE /carts/my/items/zzz/', 'DELETE', '/carts/my/items/zzz/', undefined],
    ['PUT /carts/my/coupon with an unknown code', 'PUT', '/carts/my/coupon', { couponCode: 'NOPE99' }],
    [
      'POST /carts/my/items with an unknown product',
      'POST',
      '/carts/my/items',
      { items: [{ productID: 'nope', quantity: 1, properties: [] }] },
    ],
    ['POST /carts/my/merge with an unknown cart', 'POST', '/carts/my/merge', { cartId: 'A'.repeat(24), multiUse: true }],
  ] as const)('a refused first change of a new session writes no cart row: %s', async (_name, method, url, body) => {
    const before = await storedCarts();
    const s = shopper(t.app);
    await s.call('GET', '/carts/my');
    expect((await s.call(method, url, body)).statusCode).toBeGreaterThanOrEqual(400);
    expect(await storedCarts()).toBe(before);
  });

  it('the cart id GET /carts/my returns is stable for the session, and the first change writes the cart under it', async () => {
    const s = shopper(t.app);
    const first = s.cart(await s.call('GET', '/carts/my'));
    expect(s.cart(await s.call('GET', '/carts/my')).id).toBe(first.id);
    const added = s.cart(await s.call('POST', '/carts/my/items', { items: [line(0)] }));
    expect(added.id).toBe(first.id);
    expect(first.historyLog[0]).toMatchObject({ type: 'cartCreated', metadata: { channel: 'direct' } });
  });

  it('a remote token for the cart GET /carts/my showed (not yet written) is issued', async () => {
    const s = shopper(t.app);
    const cart = s.cart(await s.call('GET', '/carts/my'));
    expect((await s.call('GET', `/carts/${cart.id}/remoteToken`)).statusCode).toBe(200);
  });

  it(`repeated remote-token reads keep at most ${LIVE_TOKENS_PER_CART} rows per cart; the newest token works`, async () => {
    const owner = shopper(t.app);
    const cart = owner.cart(await owner.call('POST', '/carts/my/items', { items: [line(0)] }));
    let token = '';
    for (let i = 0; i < 12; i++) token = (await owner.call('GET', `/carts/${cart.id}/remoteToken`)).json().result.remoteToken;
    const rows = await t.db.select({ n: count() }).from(remoteTokens).where(eq(remoteTokens.cartId, cart.id));
    expect(rows[0]!.n).toBe(LIVE_TOKENS_PER_CART);
    const device = shopper(t.app);
    const merged = device.cart(
      await device.call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: true, remoteToken: token }),
    );
    expect(merged.historyLog.map((h) => h.type)).toContain('remoteControlled');
  });
});
