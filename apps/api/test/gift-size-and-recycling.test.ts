import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSelection, type Cart, type Product } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'catalog' });
});
afterAll(() => t.close());

/** A line of a seeded product in a size, every other property at its default. */
async function line(s: Shopper, productID: string, size: string, quantity = 1, forItem?: string) {
  const product = (await s.call('GET', `/products/${productID}`)).json().result as Product;
  const selection = { ...defaultSelection(product), Size: size };
  return {
    productID,
    quantity,
    properties: Object.entries(selection).map(([name, value]) => ({ name, value })),
    ...(forItem ? { forItem } : {}),
  };
}

const paidFor = (cart: Cart, productId: string) =>
  cart.items.filter((i) => i.product.id === productId && i.forItem !== null).map((i) => i.priceAfterDiscount);

describe('issue 7 item 3: a free gift is tied to its parent size (SPEC §4 gifts with purchase)', () => {
  it('twin mattresses with Split King gifts pay the difference to the twin-size gifts ($660.00 of gifts, $349.60 free)', async () => {
    // One gift per mattress: the Serenity bundle excludes the free sheets and pillows under the same mattress (item 23).
    const s = shopper(t.app);
    const twin = await line(s, 'luxe-hybrid-mattress', 'twin');
    const parents = s.cart(await s.call('POST', '/carts/my/items', { items: [twin, { ...twin, quantity: 1 }] })).items;
    const mattresses = s
      .cart(await s.call('POST', '/carts/my/items', { items: [await line(s, 'luxe-memory-foam-mattress', 'twin')] }))
      .items.filter((i) => i.forItem === null);
    const [a, b] = [parents[0]!, mattresses.find((m) => m.product.id === 'luxe-memory-foam-mattress')!];
    expect(parents[0]!.quantity).toBe(2);
    const gifts = [
      await line(s, 'serenity-sheet-set-pillow-bundle', 'splitKing', 1, a.itemIdentifier),
      await line(s, 'natural-cotton-sheet-set', 'splitKing', 1, b.itemIdentifier),
      await line(s, 'gel-infused-memory-foam-pillow', 'king', 1, b.itemIdentifier),
    ];
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: gifts }));
    const children = cart.items.filter((i) => i.forItem !== null);
    expect(children.reduce((n, i) => n + i.pricing.price.amount, 0)).toBe(66000 - 34960);
    expect(paidFor(cart, 'serenity-sheet-set-pillow-bundle')).toEqual([38240 - 18320]);
    expect(paidFor(cart, 'natural-cotton-sheet-set')).toEqual([19040 - 9520]);
    expect(paidFor(cart, 'gel-infused-memory-foam-pillow')).toEqual([8720 - 7120]);
    const lines = cart.items.reduce((n, i) => n + i.priceAfterDiscount, 0);
    expect(cart.totalPrice.amount).toBe(lines + cart.extras.reduce((n, e) => n + e.pricing.price.amount, 0));
  });

  it('one Split King mattress (stored as two twin XL) makes one Split King Serenity bundle free, not two', async () => {
    const s = shopper(t.app);
    const parent = s.cart(
      await s.call('POST', '/carts/my/items', { items: [await line(s, 'luxe-hybrid-mattress', 'splitKing')] }),
    ).items[0]!;
    expect(parent.quantity).toBe(2);
    const two = await line(s, 'serenity-sheet-set-pillow-bundle', 'splitKing', 2, parent.itemIdentifier);
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [two] }));
    expect(paidFor(cart, 'serenity-sheet-set-pillow-bundle')).toEqual([38240]);
  });

  it('a Split King gift with a Split King mattress stays free', async () => {
    const s = shopper(t.app);
    const parent = s.cart(
      await s.call('POST', '/carts/my/items', { items: [await line(s, 'luxe-hybrid-mattress', 'splitKing')] }),
    ).items[0]!;
    const one = await line(s, 'serenity-sheet-set-pillow-bundle', 'splitKing', 1, parent.itemIdentifier);
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [one] }));
    expect(paidFor(cart, 'serenity-sheet-set-pillow-bundle')).toEqual([0]);
  });
});

describe('issue 7 item 4: the CA recycling fee counts every mattress piece (SPEC §5)', () => {
  const variants = (suffix: string) =>
    [
      'mattress',
      'memory-foam-mattress',
      'premier-hybrid-mattress',
      'premier-memory-foam-mattress',
      'premier-rest-hybrid-mattress',
      'premier-rest-memory-foam-mattress',
      'luxe-hybrid-mattress',
      'luxe-memory-foam-mattress',
      'ultra-hybrid-mattress',
      'ultra-memory-foam-mattress',
    ].map((id) => `${id}_${suffix}`);

  it.each([
    ...[
      'foundation-mattress-set',
      'adjustable-frame-bundle',
      'frame-headboard-mattress-set',
      'bamboo-bed-and-mattress',
      'premier-adjustable-base-mattress-set',
      ...variants('fhb'),
      ...variants('bb'),
    ].map((id) => [id, 'queen', 1600] as const),
    ['kids-mattress', 'twin', 1600] as const,
    ['adjustable-frame-bundle', 'splitKing', 3200] as const,
    ['luxe-hybrid-mattress_ab', 'splitKing', 3200] as const,
    ['luxe-hybrid-mattress', 'splitKing', 3200] as const,
  ])('%s in %s: %s cents in CA', async (id, size, fee) => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [await line(s, id, size)] });
    const region = { shippingRegion: { country: 'US', state: 'CA' }, billingProvider: 'stripeDirect' };
    const cart = s.cart(await s.call('PUT', '/carts/my/region/new', region));
    expect(cart.extras.find((e) => e.kind === 'recycling-fee')?.pricing.price.amount).toBe(fee);
  });
});
