import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSelection, type Cart, type Product } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';
import { demoProducts } from './support/demo-data';
import { shopper } from './support/shopper';
import { createStoreApp, PRODUCTS, salePrice } from './support/test-store';

/** Gift sizes run on the factory store; the recycling fee is checked over every bundle of the demo catalogue. */
let t: TestApp;
let demo: TestApp;
beforeAll(async () => {
  [t, demo] = await Promise.all([createStoreApp(), createTestApp({ seed: 'catalog', brands: ['nestwood'] })]);
});
afterAll(() => Promise.all([t.close(), demo.close()]));

/** A line of a product in a size, every other property at its default. */
function line(product: Product, size: string, quantity = 1, forItem?: string) {
  const selection = { ...defaultSelection(product), Size: size };
  return {
    productID: product.id,
    quantity,
    properties: Object.entries(selection).map(([name, value]) => ({ name, value })),
    ...(forItem ? { forItem } : {}),
  };
}
/** The factory sale price of one unit of a product in a size, every other property at its default. */
const priceIn = (product: Product, size: string) => salePrice(product, { ...defaultSelection(product), Size: size });

const paidFor = (cart: Cart, productId: string) =>
  cart.items.filter((i) => i.product.id === productId && i.forItem !== null).map((i) => i.priceAfterDiscount);

describe('a free gift is tied to its parent size (gifts with purchase)', () => {
  it('twin mattresses with Split King gifts pay the difference to the twin-size gifts', async () => {
    // One gift per mattress: the sheets-and-pillows bundle excludes the free sheets and pillows under the same mattress (item 23).
    const { mattress, premium, sleepBundle, sheets, pillow } = PRODUCTS;
    const s = shopper(t.app);
    const twin = line(mattress, 'twin');
    const parents = s.cart(await s.call('POST', '/carts/my/items', { items: [twin, { ...twin, quantity: 1 }] })).items;
    const mattresses = s
      .cart(await s.call('POST', '/carts/my/items', { items: [line(premium, 'twin')] }))
      .items.filter((i) => i.forItem === null);
    const [a, b] = [parents[0]!, mattresses.find((m) => m.product.id === premium.id)!];
    expect(parents[0]!.quantity).toBe(2);
    const gifts = [
      line(sleepBundle, 'splitKing', 1, a.itemIdentifier),
      line(sheets, 'splitKing', 1, b.itemIdentifier),
      line(pillow, 'king', 1, b.itemIdentifier),
    ];
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: gifts }));
    // Each gift is free up to the same gift in the parent's size (a pillow has no twin: its cheapest size).
    const bundlePaid = priceIn(sleepBundle, 'splitKing') - priceIn(sleepBundle, 'twin');
    const sheetsPaid = priceIn(sheets, 'splitKing') - priceIn(sheets, 'twin');
    const pillowPaid = priceIn(pillow, 'king') - priceIn(pillow, 'standard');
    expect(Math.min(bundlePaid, sheetsPaid, pillowPaid)).toBeGreaterThan(0);
    const children = cart.items.filter((i) => i.forItem !== null);
    expect(children.reduce((n, i) => n + i.pricing.price.amount, 0)).toBe(bundlePaid + sheetsPaid + pillowPaid);
    expect(paidFor(cart, sleepBundle.id)).toEqual([bundlePaid]);
    expect(paidFor(cart, sheets.id)).toEqual([sheetsPaid]);
    expect(paidFor(cart, pillow.id)).toEqual([pillowPaid]);
    const lines = cart.items.reduce((n, i) => n + i.priceAfterDiscount, 0);
    expect(cart.totalPrice.amount).toBe(lines + cart.extras.reduce((n, e) => n + e.pricing.price.amount, 0));
  });

  it('one Split King mattress (stored as two twin XL) makes one Split King sheets-and-pillows bundle free, not two', async () => {
    const s = shopper(t.app);
    const parent = s.cart(await s.call('POST', '/carts/my/items', { items: [line(PRODUCTS.mattress, 'splitKing')] })).items[0]!;
    expect(parent.quantity).toBe(2);
    const two = line(PRODUCTS.sleepBundle, 'splitKing', 2, parent.itemIdentifier);
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [two] }));
    expect(paidFor(cart, PRODUCTS.sleepBundle.id)).toEqual([priceIn(PRODUCTS.sleepBundle, 'splitKing')]);
  });

  it('a Split King gift with a Split King mattress stays free', async () => {
    const s = shopper(t.app);
    const parent = s.cart(await s.call('POST', '/carts/my/items', { items: [line(PRODUCTS.mattress, 'splitKing')] })).items[0]!;
    const one = line(PRODUCTS.sleepBundle, 'splitKing', 1, parent.itemIdentifier);
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [one] }));
    expect(paidFor(cart, PRODUCTS.sleepBundle.id)).toEqual([0]);
  });
});

/** The demo catalogue's products with mattresses in them (catalogue mattressCount), in their default size and in Split King. */
const WITH_MATTRESSES = demoProducts('nestwood').filter((p) => p.attributes.mattressCount !== undefined);
const sizesOf = (p: Product) => p.properties.find((q) => q.name === 'Size')?.options.map((o) => o.value) ?? [];
const CASES = WITH_MATTRESSES.flatMap((p) => {
  const size = defaultSelection(p).Size!;
  const sets = sizesOf(p).includes('splitKing') && size !== 'splitKing' ? [size, 'splitKing'] : [size];
  return sets.map((s) => [p.id, s, p.attributes.mattressCount! * (s === 'splitKing' ? 2 : 1)] as const);
});

describe('the CA recycling fee counts every mattress piece, over the demo catalogue', () => {
  it('every mattress of the catalogue, and the bundles holding one, say how many mattresses they hold', () => {
    expect(WITH_MATTRESSES.filter((p) => p.attributes.group === 'bundle').length).toBeGreaterThan(0);
    for (const p of demoProducts('nestwood').filter((x) => x.attributes.group === 'mattress'))
      expect(p.attributes.mattressCount, p.id).toBeGreaterThanOrEqual(1);
  });

  it.each(CASES)('%s in %s: $16 per mattress piece in CA (%s pieces)', async (id, size, pieces) => {
    const s = shopper(demo.app);
    const product = WITH_MATTRESSES.find((p) => p.id === id)!;
    expect((await s.call('POST', '/carts/my/items', { items: [line(product, size)] })).statusCode).toBe(200);
    const region = { shippingRegion: { country: 'US', state: 'CA' }, billingProvider: 'stripeDirect' };
    const cart = s.cart(await s.call('PUT', '/carts/my/region/new', region));
    expect(cart.extras.find((e) => e.kind === 'recycling-fee')?.pricing.price.amount).toBe(1600 * pieces);
  });
});
