/**
 * On the server: gift offers that exclude each other (the Serenity bundle holds sheets and pillows) are
 * never both free under one mattress, whatever the client sends: the first in cart order keeps its gift, a later
 * excluded one is charged like any add-on (core excludedGiftLines). Free pillows come as the pair their copy promises.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionOf, variantPrice, type Cart, type CartItem } from '@store/core';
import type { TestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';
import { createStoreApp, mattress, PRODUCTS } from './support/test-store';

let t: TestApp;
beforeAll(async () => {
  t = await createStoreApp();
});
afterAll(() => t.close());

const GIFTS = {
  sheets: {
    productID: PRODUCTS.sheets.id,
    quantity: 1,
    properties: [
      { name: 'Size', value: 'queen' },
      { name: 'Color', value: 'white' },
    ],
  },
  pillows: { productID: PRODUCTS.pillow.id, quantity: 2, properties: [{ name: 'Size', value: 'standard' }] },
  bundle: { productID: PRODUCTS.sleepBundle.id, quantity: 1, properties: [{ name: 'Size', value: 'queen' }] },
  protector: {
    productID: PRODUCTS.protector.id,
    quantity: 1,
    properties: [{ name: 'Size', value: 'queen' }],
  },
};
type Gift = keyof typeof GIFTS;

/** A mattress, then the gifts under it in this order (one POST each, so cart order is the order given). */
async function cartWith(s: Shopper, gifts: Gift[]): Promise<Cart> {
  const parent = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] })).items[0]!;
  let cart: Cart | undefined;
  for (const gift of gifts) {
    const res = await s.call('POST', '/carts/my/items', { items: [{ ...GIFTS[gift], forItem: parent.itemIdentifier }] });
    expect(res.statusCode, res.body).toBe(200);
    cart = s.cart(res);
  }
  return cart!;
}
const child = (cart: Cart, gift: Gift): CartItem => cart.items.find((i) => i.product.id === GIFTS[gift].productID)!;
/** What the line would cost at the factory product's own sale price, without any gift. */
async function salePrice(item: CartItem): Promise<number> {
  const product = Object.values(PRODUCTS).find((p) => p.id === item.product.id)!;
  return variantPrice(product, selectionOf(item.properties)).price * item.quantity;
}
const isFree = (item: CartItem) => item.priceAfterDiscount === 0 && item.pricing.profilePrice.amount > 0;

describe('gift offers that exclude each other under one mattress', () => {
  it.each<[string, Gift[], Gift[], Gift[]]>([
    [
      'the bundle first: the later sheets and pillows are charged',
      ['bundle', 'sheets', 'pillows'],
      ['bundle'],
      ['sheets', 'pillows'],
    ],
    [
      'sheets first: the later bundle is charged, the pillows stay free',
      ['sheets', 'bundle', 'pillows'],
      ['sheets', 'pillows'],
      ['bundle'],
    ],
    ['sheets and pillows go together', ['sheets', 'pillows'], ['sheets', 'pillows'], []],
    ['the half-price protector is not excluded by the bundle', ['bundle', 'protector'], ['bundle'], []],
  ])('%s', async (_name, order, free, charged) => {
    const cart = await cartWith(shopper(t.app), order);
    for (const gift of free) expect(isFree(child(cart, gift)), gift).toBe(true);
    for (const gift of charged) {
      const item = child(cart, gift);
      expect(item.priceAfterDiscount, gift).toBe(await salePrice(item));
    }
    const protector = cart.items.find((i) => i.product.id === GIFTS.protector.productID);
    if (protector) expect(protector.priceAfterDiscount).toBe(Math.round((await salePrice(protector)) / 2));
    // The totals follow the lines: what is charged is what the lines say.
    expect(cart.totalPrice.amount).toBe(
      cart.items.reduce((n, i) => n + i.priceAfterDiscount, 0) + cart.extras.reduce((n, e) => n + e.pricing.price.amount, 0),
    );
  });

  it('the same offers under two mattresses do not meet', async () => {
    const s = shopper(t.app);
    const added = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress(), mattress('king')] }));
    const [queen, king] = added.items;
    await s.call('POST', '/carts/my/items', { items: [{ ...GIFTS.bundle, forItem: queen!.itemIdentifier }] });
    const cart = s.cart(
      await s.call('POST', '/carts/my/items', {
        items: [
          {
            ...GIFTS.sheets,
            properties: [
              { name: 'Size', value: 'king' },
              { name: 'Color', value: 'white' },
            ],
            forItem: king!.itemIdentifier,
          },
        ],
      }),
    );
    expect(cart.items.filter((i) => i.forItem !== null).every(isFree)).toBe(true);
  });

  it('the quote (the total the product page shows) applies the same rule', async () => {
    const carts = Buffer.from(
      JSON.stringify({ items: [mattress(), { ...GIFTS.bundle, forItem: 'q0' }, { ...GIFTS.sheets, forItem: 'q0' }] }),
    ).toString('base64');
    const res = await shopper(t.app).call('GET', `/carts/quote?dd=device-1&carts=${encodeURIComponent(carts)}`);
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json().result as Omit<Cart, 'id'>;
    const [bundle, sheets] = quote.items.filter((i) => i.forItem !== null);
    expect(bundle!.priceAfterDiscount).toBe(0);
    expect(sheets!.priceAfterDiscount).toBeGreaterThan(0);
  });
});

describe('free pillows come as a pair', () => {
  it('two pillows under one mattress are both free; a third is charged', async () => {
    const two = await cartWith(shopper(t.app), ['pillows']);
    expect(child(two, 'pillows')).toMatchObject({ quantity: 2, priceAfterDiscount: 0 });
    const s = shopper(t.app);
    const parent = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] })).items[0]!;
    const three = s.cart(
      await s.call('POST', '/carts/my/items', { items: [{ ...GIFTS.pillows, quantity: 3, forItem: parent.itemIdentifier }] }),
    );
    const pillows = child(three, 'pillows');
    expect(pillows.priceAfterDiscount).toBe((await salePrice(pillows)) / 3);
  });
});
