import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Cart } from '@store/core';
import type { TestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';
import { createStoreApp, PRODUCTS } from './support/test-store';

let t: TestApp;
beforeAll(async () => {
  t = await createStoreApp();
});
afterAll(() => t.close());

type Model = Map<string, number>;
const key = (product: string, size: string) => `${product}|${size}`;
const lineKey = (i: number) => key(LINES[i]![0], LINES[i]![1]);
const LINES = [
  [PRODUCTS.mattress.id, 'queen'],
  [PRODUCTS.mattress.id, 'king'],
  [PRODUCTS.premium.id, 'full'],
  [PRODUCTS.protector.id, 'queen'],
  [PRODUCTS.pillow.id, 'standard'],
] as const;

interface Real {
  s: Shopper;
  cart: Cart;
}

/** totals always equal the sum of lines, discounts and extras, to the cent, and the lines match the model */
function check(model: Model, cart: Cart) {
  const after = cart.items.reduce((sum, i) => sum + i.priceAfterDiscount, 0);
  expect(cart.totalPrice.amount).toBe(after + cart.extras.reduce((sum, e) => sum + e.pricing.price.amount, 0));
  expect(cart.totalDiscount.amount).toBe(cart.items.reduce((sum, i) => sum + i.pricing.breakdown.couponDiscount.amount, 0));
  expect(cart.totalValue.amount - after).toBe(cart.totalSavings.amount);
  const seen = new Map(cart.items.map((i) => [key(i.product.id, i.properties[0]?.value ?? ''), i.quantity]));
  expect(seen).toEqual(model);
}

const add = (i: number, quantity: number): fc.AsyncCommand<Model, Real> => ({
  check: (m) => (m.get(lineKey(i)) ?? 0) + quantity <= 20,
  async run(m, r) {
    const [productID, size] = LINES[i]!;
    r.cart = r.s.cart(
      await r.s.call('POST', '/carts/my/items', {
        items: [{ productID, quantity, properties: [{ name: 'Size', value: size }] }],
      }),
    );
    m.set(key(productID, size), (m.get(key(productID, size)) ?? 0) + quantity);
    check(m, r.cart);
  },
  toString: () => `add(${LINES[i]!.join(' ')}, ${quantity})`,
});
const update = (i: number, quantity: number): fc.AsyncCommand<Model, Real> => ({
  check: (m) => m.has(lineKey(i)),
  async run(m, r) {
    const [productID, size] = LINES[i]!;
    const line = r.cart.items.find((x) => x.product.id === productID && x.properties[0]?.value === size)!;
    r.cart = r.s.cart(
      await r.s.call('PUT', `/carts/my/items/${line.itemIdentifier}/`, {
        productID,
        quantity,
        properties: [{ name: 'Size', value: size }],
      }),
    );
    m.set(key(productID, size), quantity);
    check(m, r.cart);
  },
  toString: () => `update(${LINES[i]!.join(' ')}, ${quantity})`,
});
const remove = (i: number): fc.AsyncCommand<Model, Real> => ({
  check: (m) => m.has(lineKey(i)),
  async run(m, r) {
    const [productID, size] = LINES[i]!;
    const line = r.cart.items.find((x) => x.product.id === productID && x.properties[0]?.value === size)!;
    r.cart = r.s.cart(await r.s.call('DELETE', `/carts/my/items/${line.itemIdentifier}/`));
    m.delete(key(productID, size));
    check(m, r.cart);
  },
  toString: () => `remove(${LINES[i]!.join(' ')})`,
});
const coupon = (code: string | null): fc.AsyncCommand<Model, Real> => ({
  check: () => true,
  async run(m, r) {
    const res = code
      ? await r.s.call('PUT', '/carts/my/coupon', { couponCode: code })
      : await r.s.call('DELETE', '/carts/my/coupon');
    expect(res.statusCode).toBeLessThan(500);
    r.cart = r.s.cart(await r.s.call('GET', '/carts/my'));
    check(m, r.cart);
  },
  toString: () => `coupon(${code})`,
});

describe('model test: add/update/remove/coupon sequences', () => {
  it('keep totals equal to the sum of lines, discounts and extras, to the cent', async () => {
    const index = fc.integer({ min: 0, max: LINES.length - 1 });
    const commands = [
      fc.tuple(index, fc.integer({ min: 1, max: 4 })).map(([i, q]) => add(i, q)),
      fc.tuple(index, fc.integer({ min: 1, max: 9 })).map(([i, q]) => update(i, q)),
      index.map((i) => remove(i)),
      fc.constantFrom('SAVE10', 'TAKE200', 'ONCE50', null).map((c) => coupon(c)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 10 }), async (cmds) => {
        const s = shopper(t.app);
        const real: Real = { s, cart: s.cart(await s.call('GET', '/carts/my')) };
        await fc.asyncModelRun(() => ({ model: new Map(), real }), cmds);
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
