import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './support/test-app';
import { shopper } from './support/shopper';
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
});
