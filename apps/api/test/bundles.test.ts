/**
 * POST /carts/my/items/bundle over the demo catalogue: /bundle-builder/mattress-and-platform-bed composed from its
 * parts, added as one bundle (the parts bound to the base mattress line) and priced by the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper } from './support/shopper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'catalog', brands: ['nestwood', 'driftvale'] });
});
afterAll(() => t.close());

const URL = '/carts/my/items/bundle';
const BUNDLE = 'mattress-and-platform-bed';
const full = (
  size = 'queen',
  furniture: Record<string, unknown> = { productID: 'bamboo-platform-bed-frame', color: 'walnut' },
) => ({
  bundleID: BUNDLE,
  size,
  bundlePageProducts: {
    base: { productID: 'mattress' },
    furniture,
    headboardAddon: { productID: 'bamboo-headboard' },
    extend: { productID: 'extended-warranty' },
  },
});

function lines(cart: Cart) {
  const byId = new Map(cart.items.map((i) => [i.itemIdentifier, i]));
  return cart.items.map((i) => ({
    product: i.product.id,
    parent: i.forItem === null ? null : (byId.get(i.forItem)?.product.id ?? 'missing'),
    properties: Object.fromEntries(i.properties.map((p) => [p.name, p.value])),
    price: i.priceAfterDiscount,
    value: i.pricing.profilePrice.amount,
  }));
}

describe('POST /carts/my/items/bundle', () => {
  it('adds the mattress with the frame, the matching headboard and the warranty bound to it, each at its bundle price', async () => {
    const s = shopper(t.app);
    const res = await s.call('POST', URL, full());
    expect(res.statusCode, res.body).toBe(200);
    const cart = s.cart(res);
    // Mattress $974.25 (its own sale price); frame $599.25 and headboard $199.20 15% off; warranty $99 10% off.
    expect(lines(cart)).toEqual([
      { product: 'mattress', parent: null, properties: { Size: 'queen' }, price: 97425, value: 129900 },
      {
        product: 'bamboo-platform-bed-frame',
        parent: 'mattress',
        properties: { Size: 'queen', Color: 'walnut' },
        price: 50936,
        value: 79900,
      },
      {
        product: 'bamboo-headboard',
        parent: 'mattress',
        properties: { Size: 'queen', Color: 'walnut' },
        price: 16932,
        value: 24900,
      },
      { product: 'extended-warranty', parent: 'mattress', properties: {}, price: 8910, value: 9900 },
    ]);
    expect(cart.totalPrice.amount).toBe(174203);
    expect(cart.totalValue.amount).toBe(244600);
    expect(cart.totalSavings.amount).toBe(70397);
  });

  it('prices the same lines added as add-ons of the mattress at their own prices: only a bundle added as one is a bundle', async () => {
    const s = shopper(t.app);
    const first = s.cart(
      await s.call('POST', '/carts/my/items', {
        items: [{ productID: 'mattress', quantity: 1, properties: [{ name: 'Size', value: 'king' }] }],
      }),
    );
    const res = await s.call('POST', '/carts/my/items', {
      items: [
        {
          productID: 'modern-platform-bed',
          quantity: 1,
          properties: [
            { name: 'Size', value: 'king' },
            { name: 'Color', value: 'grey' },
          ],
          forItem: first.items[0]!.itemIdentifier,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    // King mattress $1,206.75; king modern platform bed at its sale price, $367.20 (20% off $459).
    expect(lines(s.cart(res)).map((l) => [l.product, l.price])).toEqual([
      ['mattress', 120675],
      ['modern-platform-bed', 36720],
    ]);
  });

  it('keeps the bundle prices when the cart is shared and merged into another shopper cart', async () => {
    const owner = shopper(t.app);
    const cart = owner.cart(await owner.call('POST', URL, full()));
    const visitor = shopper(t.app);
    const res = await visitor.call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: true });
    expect(res.statusCode, res.body).toBe(200);
    const merged = visitor.cart(res);
    expect(lines(merged).map((l) => [l.product, l.parent, l.price])).toEqual([
      ['mattress', null, 97425],
      ['bamboo-platform-bed-frame', 'mattress', 50936],
      ['bamboo-headboard', 'mattress', 16932],
      ['extended-warranty', 'mattress', 8910],
    ]);
    expect(merged.totalPrice.amount).toBe(174203);
  });

  it('adds the required parts only: mattress and the modern platform bed in its default colour', async () => {
    const s = shopper(t.app);
    const res = await s.call('POST', URL, {
      bundleID: BUNDLE,
      size: 'full',
      bundlePageProducts: { base: { productID: 'memory-foam-mattress' }, furniture: { productID: 'modern-platform-bed' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(lines(s.cart(res)).map((l) => [l.product, l.parent, l.properties])).toEqual([
      ['memory-foam-mattress', null, { Size: 'full' }],
      ['modern-platform-bed', 'memory-foam-mattress', { Size: 'full', Color: 'black' }],
    ]);
  });

  it.each([
    {
      rule: 'a bundle without its required platform bed',
      body: { bundleID: BUNDLE, size: 'queen', bundlePageProducts: { base: { productID: 'mattress' } } },
      status: 400,
      message: 'Choose the furniture of Build Your Bed: Mattress & Platform Bed',
    },
    {
      rule: 'a frame that is not part of the bundle',
      body: full('queen', { productID: 'socalle-modern-platform-bed' }),
      status: 400,
      message: 'Socalle Modern Platform Bed is not part of the Build Your Bed: Mattress & Platform Bed',
    },
    {
      rule: 'a headboard that does not come in the frame colour',
      body: full('queen', { productID: 'modern-platform-bed', color: 'black' }),
      status: 400,
      message: 'Bamboo Headboard does not come in Black',
    },
    {
      rule: 'a frame finish the frame does not come in',
      body: full('queen', { productID: 'bamboo-platform-bed-frame', color: 'black' }),
      status: 400,
      message: 'Invalid value black for property Color',
    },
    {
      rule: 'a size the bundle is not sold in',
      body: full('twinXL'),
      status: 400,
      message: 'Invalid value twinXL for property Size',
    },
    {
      rule: 'a product that is not a bundle page',
      body: { ...full(), bundleID: 'mattress' },
      status: 400,
      message: 'Nestwood Classic Hybrid Mattress is not a bundle',
    },
    {
      rule: "another brand's product as a part",
      body: full('queen', { productID: 'platform-bed-frame' }),
      status: 404,
      message: 'Product not found',
    },
    { rule: 'an unknown bundle', body: { ...full(), bundleID: 'no-such-bundle' }, status: 404, message: 'Product not found' },
  ])('refuses $rule and changes nothing', async ({ body, status, message }) => {
    const s = shopper(t.app);
    const res = await s.call('POST', URL, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error', message });
    expect(s.cart(await s.call('GET', '/carts/my')).items).toEqual([]);
  });

  it("refuses another brand's bundle: driftvale's shopper cannot add nestwood's bundle", async () => {
    const s = shopper(t.app, 'driftvale');
    const res = await s.call('POST', URL, full());
    expect(res.statusCode, res.body).toBe(404);
    expect(s.cart(await s.call('GET', '/carts/my')).items).toEqual([]);
  });

  it.each([
    {
      rule: 'a price on a part',
      body: {
        ...full(),
        bundlePageProducts: { ...full().bundlePageProducts, extend: { productID: 'extended-warranty', price: 0 } },
      },
    },
    { rule: 'a total', body: { ...full(), totalPrice: 1 } },
    { rule: 'a savings figure', body: { ...full(), savings: 99999 } },
    {
      rule: 'an unknown part',
      body: { ...full(), bundlePageProducts: { ...full().bundlePageProducts, pillow: { productID: 'pillow' } } },
    },
    {
      rule: 'a quantity',
      body: { ...full(), bundlePageProducts: { ...full().bundlePageProducts, base: { productID: 'mattress', quantity: 5 } } },
    },
  ])('refuses tampered input ($rule) with a 400 and changes nothing', async ({ body }) => {
    const s = shopper(t.app);
    const res = await s.call('POST', URL, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    expect(s.cart(await s.call('GET', '/carts/my')).items).toEqual([]);
  });

  it('prices the parts at their own prices once the bundle is broken: the frame removed, the headboard is no longer 15% off', async () => {
    const s = shopper(t.app);
    const cart = s.cart(await s.call('POST', URL, full()));
    const frame = cart.items.find((i) => i.product.id === 'bamboo-platform-bed-frame')!;
    const after = s.cart(await s.call('DELETE', `/carts/my/items/${frame.itemIdentifier}/`));
    expect(lines(after).map((l) => [l.product, l.price])).toEqual([
      ['mattress', 97425],
      ['bamboo-headboard', 19920],
      ['extended-warranty', 9900],
    ]);
  });
});
