import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@store/core';
import { carts, orders } from '../src/db/schema';
import type { TestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';
import { createStoreApp, line, mattress, PRODUCTS } from './support/test-store';
import { emailedToken, signedUpShopper, someEmail, unverifiedAccount, type TestAccount } from './support/accounts';
import { insertOrder, sessionHashOf } from './support/order-factory';
import { address, orderBody } from './support/orders';

let t: TestApp;
beforeAll(async () => {
  t = await createStoreApp();
});
afterAll(() => t.close());

const sheets = (forItem?: string) => line(PRODUCTS.sheets, { Size: 'queen', Color: 'grey' }, 1, forItem);
const frame = () => line(PRODUCTS.frame, { Size: 'queen', Color: 'walnut' });

async function cartOf(s: Shopper): Promise<Cart> {
  return s.cart(await s.call('GET', '/carts/my'));
}

/** A guest whose cart holds a mattress with a gift of sheets under it. */
async function guestWithGift(): Promise<Shopper> {
  const s = shopper(t.app);
  const parent = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress('queen')] })).items[0]!;
  expect((await s.call('POST', '/carts/my/items', { items: [sheets(parent.itemIdentifier)] })).statusCode).toBe(200);
  return s;
}

const signIn = (s: Shopper, account: TestAccount) =>
  s.call('POST', '/accounts/sign-in', { email: account.email, password: account.password });

/** A signed-up account whose own cart holds a frame (added while signed in). */
async function accountWithFrame(): Promise<TestAccount> {
  const account = await signedUpShopper(t);
  expect((await account.shopper.call('POST', '/carts/my/items', { items: [frame()] })).statusCode).toBe(200);
  return account;
}

const summary = (cart: Cart) =>
  cart.items
    .map((i) => {
      const parent = cart.items.find((p) => p.itemIdentifier === i.forItem);
      return `${i.product.id}×${i.quantity}${parent ? ` under ${parent.product.id}` : ''}`;
    })
    .sort();

describe('cart at sign-in: the guest cart merges into the account cart', () => {
  it('guest lines (a gift under its mattress) join the account cart; the guest cart is consumed; the sid is rotated', async () => {
    const account = await accountWithFrame();
    const guest = await guestWithGift();
    const guestCart = await cartOf(guest);
    const sidBefore = guest.jar.get('sid');
    const res = await signIn(guest, account);
    expect(res.statusCode).toBe(200);
    expect(guest.jar.get('sid')).not.toBe(sidBefore);
    expect(summary(await cartOf(guest))).toEqual([
      `${PRODUCTS.mattress.id}×1`,
      `${PRODUCTS.frame.id}×1`,
      `${PRODUCTS.sheets.id}×1 under ${PRODUCTS.mattress.id}`,
    ]);
    const [row] = await t.db.select().from(carts).where(eq(carts.id, guestCart.id));
    expect(row!.status).toBe('consumed');
  });

  it('the cart follows the account: a second browser signing in sees the same cart; sign-out leaves an empty guest cart', async () => {
    const account = await accountWithFrame();
    const guest = await guestWithGift();
    await signIn(guest, account);
    const first = await cartOf(guest);
    const otherBrowser = shopper(t.app);
    expect((await signIn(otherBrowser, account)).statusCode).toBe(200);
    const second = await cartOf(otherBrowser);
    expect(second.id).toBe(first.id);
    expect(summary(second)).toEqual(summary(first));
    expect((await guest.call('POST', '/accounts/sign-out')).statusCode).toBe(200);
    const signedOut = await cartOf(guest);
    expect(signedOut.id).not.toBe(first.id);
    expect(signedOut.items).toEqual([]);
    // the account's cart is still there for the browser that stays signed in
    expect(summary(await cartOf(otherBrowser))).toEqual(summary(first));
  });

  it('an equal line adds its quantity, capped at the line maximum (20)', async () => {
    const account = await signedUpShopper(t);
    await account.shopper.call('POST', '/carts/my/items', { items: [mattress('king', 15)] });
    const guest = shopper(t.app);
    await guest.call('POST', '/carts/my/items', { items: [mattress('king', 3), mattress('queen', 2)] });
    await signIn(guest, account);
    expect(summary(await cartOf(guest))).toEqual([`${PRODUCTS.mattress.id}×18`, `${PRODUCTS.mattress.id}×2`]);
    const again = shopper(t.app);
    await again.call('POST', '/carts/my/items', { items: [mattress('king', 5)] });
    await signIn(again, account);
    const king = (await cartOf(again)).items.find((i) => i.properties.some((p) => p.value === 'king'))!;
    expect(king.quantity).toBe(20);
  });

  it('the guest coupon comes along when valid; the account cart keeps its own coupon over it', async () => {
    const account = await signedUpShopper(t);
    const guest = shopper(t.app);
    await guest.call('POST', '/carts/my/items', { items: [mattress('queen')] });
    expect((await guest.call('PUT', '/carts/my/coupon', { couponCode: 'SAVE10' })).statusCode).toBe(200);
    await signIn(guest, account);
    expect((await cartOf(guest)).couponDetails).toEqual({ code: 'SAVE10' });
    const another = shopper(t.app);
    await another.call('POST', '/carts/my/items', { items: [mattress('king', 1)] });
    expect((await another.call('PUT', '/carts/my/coupon', { couponCode: 'TAKE200' })).statusCode).toBe(200);
    await signIn(another, account);
    const cart = await cartOf(another);
    expect(cart.couponDetails).toEqual({ code: 'SAVE10' });
    expect(cart.items).toHaveLength(2);
  });

  it('a guest with no cart signs in without creating or changing anything', async () => {
    const account = await accountWithFrame();
    const before = await cartOf(account.shopper);
    const s = shopper(t.app);
    expect((await signIn(s, account)).statusCode).toBe(200);
    expect(await cartOf(s)).toMatchObject({ id: before.id, items: before.items });
  });

  it('two browsers signing in at once both merge (nothing lost); one browser signing in twice at once merges once', async () => {
    const account = await signedUpShopper(t);
    const a = await guestWithGift();
    const b = shopper(t.app);
    await b.call('POST', '/carts/my/items', { items: [frame()] });
    const twice = [await signIn(a, account), await signIn(a, account)];
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    const c = shopper(t.app);
    await c.call('POST', '/carts/my/items', { items: [mattress('king')] });
    const guestHash = sessionHashOf(c);
    const results = await Promise.all([signIn(b, account), signIn(c, account), signIn(c, account)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(summary(await cartOf(b))).toEqual(
      [
        `${PRODUCTS.mattress.id}×1`,
        `${PRODUCTS.mattress.id}×1`,
        `${PRODUCTS.frame.id}×1`,
        `${PRODUCTS.sheets.id}×1 under ${PRODUCTS.mattress.id}`,
      ].sort(),
    );
    const guestCarts = await t.db.select().from(carts).where(eq(carts.sessionHash, guestHash));
    expect(guestCarts.map((g) => g.status)).toEqual(['consumed']);
  });
});

describe('guest orders attach to the account once its email is verified', () => {
  async function guestOrder(email: string) {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [mattress('queen')] });
    const res = await s.call(
      'POST',
      '/orders',
      orderBody('nestwood', { email, shippingDetails: address(), billingDetails: address() }),
      { 'idempotency-key': `attach-${Math.random().toString(36).slice(2)}` },
    );
    expect(res.statusCode).toBe(200);
    return { shopper: s, id: res.json().result.id as string };
  }
  const accountIdOf = async (id: string) =>
    (await t.db.select({ accountId: orders.accountId }).from(orders).where(eq(orders.id, id)))[0]!.accountId;

  it('a guest order with the email attaches at verification; another brand’s order with that email does not', async () => {
    const email = someEmail();
    const placed = await guestOrder(email.toUpperCase());
    const foreign = await insertOrder(t.db, { brand: 'driftvale', sessionHash: 'f'.repeat(64) });
    await t.db.update(orders).set({ email, emailKey: email }).where(eq(orders.id, foreign.id));
    const account = await unverifiedAccount(t, 'nestwood', { email });
    expect(await accountIdOf(placed.id)).toBeNull(); // an unverified account attaches nothing
    const token = await emailedToken(t.db, 'nestwood', email, 'verify-email');
    const verified = await account.shopper.call('POST', '/accounts/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    const userId = verified.json().result.userId as string;
    expect(await accountIdOf(placed.id)).toBe(userId);
    expect(await accountIdOf(foreign.id)).toBeNull();
    // the placing guest still reads it
    expect((await placed.shopper.call('GET', `/orders/${placed.id}`)).statusCode).toBe(200);
  });

  it('an unverified account never attaches, even when it tries to sign in', async () => {
    const email = someEmail();
    const placed = await guestOrder(email);
    const account = await unverifiedAccount(t, 'nestwood', { email });
    const res = await shopper(t.app).call('POST', '/accounts/sign-in', { email, password: account.password });
    expect(res.statusCode).toBe(403);
    expect(await accountIdOf(placed.id)).toBeNull();
  });

  it('an order of another account is never taken over, and a different email does not attach', async () => {
    const email = someEmail();
    const placed = await guestOrder(email);
    await t.db.update(orders).set({ accountId: 'someone-else' }).where(eq(orders.id, placed.id));
    const other = await guestOrder(someEmail());
    await signedUpShopper(t, 'nestwood', { email });
    expect(await accountIdOf(placed.id)).toBe('someone-else');
    expect(await accountIdOf(other.id)).toBeNull();
    const attached = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.brand, 'nestwood'), eq(orders.emailKey, email)));
    expect(attached).toHaveLength(1);
  });
});
