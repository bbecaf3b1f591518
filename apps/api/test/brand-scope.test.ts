import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimLink,
  createSessionCart,
  deleteAllLines,
  deleteLines,
  findCart,
  insertLines,
  listLines,
  lockCart,
  reservePositions,
  updateCart,
  updateLine,
  type CartRow,
} from '../src/db/repositories/carts';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * "every repository query of a brand-owned table filters by brand": a nestwood cart addressed with another
 * brand is neither read nor changed, whatever the query. (Products, upsells, coupons and remote tokens already took
 * the brand; carts.test.ts proves the same through the routes.)
 */
let t: TestApp;
let cart: CartRow;
const foreign = () => ({ brand: 'arbor' as const, id: cart.id });
const line = { itemIdentifier: 'l1', productId: 'luxe-hybrid-mattress', properties: [], quantity: 1, forItem: null, position: 0 };

beforeAll(async () => {
  t = await createTestApp();
  cart = await createSessionCart(t.db, 'nestwood', 'session-of-brand-scope-test', 'BrandScopeCartId00000001', []);
  await insertLines(t.db, [{ ...line, cartId: cart.id, brand: 'nestwood' }]);
});
afterAll(() => t.close());

const current = async () => ({ cart: await findCart(t.db, 'nestwood', cart.id), lines: await listLines(t.db, cart) });

describe('a cart of another brand is not reached', () => {
  it('by reads', async () => {
    expect(await findCart(t.db, 'arbor', cart.id)).toBeNull();
    expect(await lockCart(t.db, 'arbor', cart.id)).toBeNull();
    expect(await listLines(t.db, foreign())).toEqual([]);
    expect(await listLines(t.db, cart)).toHaveLength(1);
  });

  it('by writes', async () => {
    const before = await current();
    await updateCart(t.db, foreign(), { couponCode: 'SAVE10' });
    await updateLine(t.db, foreign(), 'l1', { quantity: 9 });
    await reservePositions(t.db, foreign(), 5);
    expect(await claimLink(t.db, foreign(), new Date())).toBe(false);
    await deleteLines(t.db, foreign(), ['l1']);
    await deleteAllLines(t.db, foreign());
    const after = await current();
    expect(after.lines).toEqual(before.lines);
    expect(after.cart).toMatchObject({
      couponCode: before.cart!.couponCode,
      nextPosition: before.cart!.nextPosition,
      linkConsumedAt: null,
    });
  });

  it('while the same calls with the right brand do reach it', async () => {
    await updateLine(t.db, cart, 'l1', { quantity: 2 });
    expect((await listLines(t.db, cart))[0]?.quantity).toBe(2);
    expect(await claimLink(t.db, cart, new Date())).toBe(true);
    await deleteAllLines(t.db, cart);
    expect(await listLines(t.db, cart)).toEqual([]);
  });
});
