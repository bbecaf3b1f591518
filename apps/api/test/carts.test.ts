import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantPrice, type Cart } from '@store/core';
import type { TestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { createStoreApp, mattress, PRODUCTS } from './support/test-store';

let t: TestApp;
beforeAll(async () => {
  t = await createStoreApp();
});
afterAll(() => t.close());

/** Invariant: totalPrice = Σ priceAfterDiscount + Σ extras, to the cent. */
function expectConsistent(cart: Cart) {
  const lines = cart.items.reduce((s, i) => s + i.priceAfterDiscount, 0);
  const extras = cart.extras.reduce((s, e) => s + e.pricing.price.amount, 0);
  expect(cart.totalPrice.amount).toBe(lines + extras);
}

describe('GET /carts/my', () => {
  it('creates the cart lazily with a 24-character base62 id and an HttpOnly, SameSite=Lax session cookie', async () => {
    const s = shopper(t.app);
    const res = await s.call('GET', '/carts/my');
    expect(res.statusCode).toBe(200);
    const cart = s.cart(res);
    expect(cart.id).toMatch(/^[0-9A-Za-z]{24}$/);
    expect(cart).toMatchObject({ items: [], itemsCount: 0, totalPrice: { amount: 0 }, couponDetails: null });
    expect(cart.historyLog[0]).toMatchObject({ type: 'cartCreated' });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(s.cart(await s.call('GET', '/carts/my')).id).toBe(cart.id);
  });

  it('gives every session and every brand its own cart', async () => {
    const a = shopper(t.app);
    const b = shopper(t.app);
    const idA = a.cart(await a.call('GET', '/carts/my')).id;
    expect(b.cart(await b.call('GET', '/carts/my')).id).not.toBe(idA);
    const sameSessionOtherBrand = shopper(t.app, 'arbor');
    for (const [k, v] of a.jar) sameSessionOtherBrand.jar.set(k, v);
    expect(sameSessionOtherBrand.cart(await sameSessionOtherBrand.call('GET', '/carts/my')).id).not.toBe(idA);
  });
});

describe('POST /carts/my/items', () => {
  it('adds a line priced by the server from the catalogue, with sorted properties', async () => {
    const s = shopper(t.app);
    const cart = s.cart(
      await s.call('POST', '/carts/my/items', {
        items: [
          {
            productID: PRODUCTS.sheets.id,
            quantity: 2,
            properties: [
              { name: 'Color', value: 'grey' },
              { name: 'Size', value: 'king' },
            ],
          },
        ],
      }),
    );
    const expected = variantPrice(PRODUCTS.sheets, { Size: 'king', Color: 'grey' });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      sku: expected.sku,
      quantity: 2,
      priceAfterDiscount: expected.price * 2,
      pricing: { profilePrice: { amount: expected.listPrice * 2 } },
    });
    expect(cart.items[0]!.properties.map((p) => p.name)).toEqual(['Size', 'Color']);
    expect(cart.itemsCount).toBe(2);
    expectConsistent(cart);
  });

  it('adding the same line again raises its quantity', async () => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [mattress()] });
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] }));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(2);
  });

  it('a split-king mattress is two twin XL at twice the twin XL price', async () => {
    const s = shopper(t.app);
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress('splitKing')] }));
    const twinXL = variantPrice(PRODUCTS.mattress, { Size: 'twinXL' });
    expect(cart.items[0]).toMatchObject({ sku: twinXL.sku, quantity: 2, priceAfterDiscount: 2 * twinXL.price });
    const three = s.cart(
      await s.call('PUT', `/carts/my/items/${cart.items[0]!.itemIdentifier}/`, { ...mattress('splitKing'), quantity: 3 }),
    );
    expect(three.items[0]!.priceAfterDiscount).toBe(4 * twinXL.price); // ceil(3/2) = 2 pairs
  });

  it('a free gift with purchase attached to a mattress costs nothing', async () => {
    const s = shopper(t.app);
    const parent = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] })).items[0]!;
    const sheets = {
      productID: PRODUCTS.sheets.id,
      quantity: 1,
      properties: [
        { name: 'Size', value: 'queen' },
        { name: 'Color', value: 'white' },
      ],
      forItem: parent.itemIdentifier,
    };
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [sheets] }));
    const gift = cart.items.find((i) => i.forItem === parent.itemIdentifier)!;
    expect(gift.priceAfterDiscount).toBe(0);
    expect(gift.pricing.profilePrice.amount).toBeGreaterThan(0);
    expect(cart.items.map((i) => i.itemIdentifier)).toEqual([parent.itemIdentifier, gift.itemIdentifier]);
    expectConsistent(cart);
  });

  it('a gift bought one per mattress follows the mattress quantity; a child with a quantity of its own keeps it', async () => {
    const s = shopper(t.app);
    const parent = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] })).items[0]!;
    const sheets = {
      productID: PRODUCTS.sheets.id,
      quantity: 1,
      properties: [
        { name: 'Size', value: 'queen' },
        { name: 'Color', value: 'white' },
      ],
      forItem: parent.itemIdentifier,
    };
    const pillows = {
      productID: PRODUCTS.pillow.id,
      quantity: 3,
      properties: [{ name: 'Size', value: 'standard' }],
      forItem: parent.itemIdentifier,
    };
    await s.call('POST', '/carts/my/items', { items: [sheets, pillows] });
    const cart = s.cart(await s.call('PUT', `/carts/my/items/${parent.itemIdentifier}/`, { ...mattress(), quantity: 2 }));
    const quantities = Object.fromEntries(cart.items.map((i) => [i.product.id, i.quantity]));
    expect(quantities).toEqual({ [PRODUCTS.mattress.id]: 2, [PRODUCTS.sheets.id]: 2, [PRODUCTS.pillow.id]: 3 });
    expect(cart.items.find((i) => i.product.id === PRODUCTS.sheets.id)!.priceAfterDiscount).toBe(0);
    const child = cart.items.find((i) => i.product.id === PRODUCTS.sheets.id)!;
    const alone = s.cart(await s.call('PUT', `/carts/my/items/${child.itemIdentifier}/`, { ...sheets, quantity: 1 }));
    expect(alone.items.find((i) => i.product.id === PRODUCTS.mattress.id)!.quantity).toBe(2);
    expectConsistent(alone);
  });

  it('a gift is free for as many units as its parent has, shared by every line of that gift under the parent', async () => {
    const s = shopper(t.app);
    const parent = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] })).items[0]!;
    const sheet = (color: string, size = 'queen') => ({
      productID: PRODUCTS.sheets.id,
      quantity: 1,
      properties: [
        { name: 'Size', value: size },
        { name: 'Color', value: color },
      ],
      forItem: parent.itemIdentifier,
    });
    const cart = s.cart(
      await s.call('POST', '/carts/my/items', { items: [sheet('white'), sheet('grey'), sheet('white', 'king')] }),
    );
    const sheets = cart.items.filter((i) => i.product.id === PRODUCTS.sheets.id);
    expect(sheets.map((i) => i.priceAfterDiscount === 0)).toEqual([true, false, false]);
    expectConsistent(cart);
  });

  it('the same line twice in one request is one line, and the quantity cap holds for the sum', async () => {
    const s = shopper(t.app);
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress(), mattress('queen', 2)] }));
    expect(cart.items.map((i) => i.quantity)).toEqual([3]);
    expect((await s.call('POST', '/carts/my/items', { items: [mattress('king', 15), mattress('king', 15)] })).statusCode).toBe(
      400,
    );
  });

  it('a change that would make a line the twin of another is refused; so is making a line with add-ons an add-on', async () => {
    const s = shopper(t.app);
    const [queen, king] = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress(), mattress('king')] })).items;
    expect((await s.call('PUT', `/carts/my/items/${king!.itemIdentifier}/`, mattress())).statusCode).toBe(400);
    const sheets = {
      productID: PRODUCTS.sheets.id,
      quantity: 1,
      properties: [
        { name: 'Size', value: 'king' },
        { name: 'Color', value: 'white' },
      ],
      forItem: king!.itemIdentifier,
    };
    await s.call('POST', '/carts/my/items', { items: [sheets] });
    const res = await s.call('PUT', `/carts/my/items/${king!.itemIdentifier}/`, {
      ...mattress('king'),
      forItem: queen!.itemIdentifier,
    });
    expect(res.statusCode).toBe(400);
    expect(s.cart(await s.call('GET', '/carts/my')).items.map((i) => [i.product.id, i.forItem])).toEqual([
      [PRODUCTS.mattress.id, null],
      [PRODUCTS.mattress.id, null],
      [PRODUCTS.sheets.id, king!.itemIdentifier],
    ]);
  });

  it('changing a line to split king doubles its quantity, as adding one does', async () => {
    const s = shopper(t.app);
    const line = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] })).items[0]!;
    const split = s.cart(await s.call('PUT', `/carts/my/items/${line.itemIdentifier}/`, mattress('splitKing')));
    expect(split.items[0]!.quantity).toBe(2);
    const same = s.cart(
      await s.call('PUT', `/carts/my/items/${line.itemIdentifier}/`, { ...mattress('splitKing'), quantity: 4 }),
    );
    expect(same.items[0]!.quantity).toBe(4);
  });

  it.each([
    ['a price in the line', { items: [{ ...mattress(), price: 1 }] }, 400],
    [
      'a property given twice',
      {
        items: [
          {
            ...mattress(),
            properties: [
              { name: 'Size', value: 'king' },
              { name: 'Size', value: 'twin' },
            ],
          },
        ],
      },
      400,
    ],
    ['a total in the body', { items: [mattress()], totalPrice: 1 }, 400],
    ['quantity 0', { items: [{ ...mattress(), quantity: 0 }] }, 400],
    ['quantity 21', { items: [{ ...mattress(), quantity: 21 }] }, 400],
    ['a fractional quantity', { items: [{ ...mattress(), quantity: 1.5 }] }, 400],
    ['no items', { items: [] }, 400],
    ['an unknown product', { items: [{ productID: 'nope', quantity: 1, properties: [] }] }, 404],
    ['a missing property', { items: [{ productID: PRODUCTS.mattress.id, quantity: 1, properties: [] }] }, 400],
    ['an invalid property value', { items: [mattress('huge')] }, 400],
    [
      'an unknown property',
      {
        items: [
          {
            ...mattress(),
            properties: [
              { name: 'Size', value: 'queen' },
              { name: 'Leg', value: 'tall' },
            ],
          },
        ],
      },
      400,
    ],
    ['a forItem not in the cart', { items: [{ ...mattress(), forItem: 'abc' }] }, 400],
  ])('refuses %s and changes nothing', async (_label, body, status) => {
    const s = shopper(t.app);
    const res = await s.call('POST', '/carts/my/items', body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error' });
    expect(res.json().message.length).toBeGreaterThan(0);
    expect(s.cart(await s.call('GET', '/carts/my')).items).toEqual([]);
  });

  it('the discontinued brand takes no orders', async () => {
    const s = shopper(t.app, 'hushly');
    const res = await s.call('POST', '/carts/my/items', { items: [{ productID: 'nope', quantity: 1, properties: [] }] });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BRAND_DISCONTINUED');
  });

  it('another brand’s product cannot be added', async () => {
    const s = shopper(t.app, 'arbor');
    expect((await s.call('POST', '/carts/my/items', { items: [mattress()] })).statusCode).toBe(404);
  });
});

describe('PUT and DELETE lines, DELETE /carts/my', () => {
  it('changes quantity, upgrades to a higher tier, removes a line with its add-ons, and empties the cart', async () => {
    const s = shopper(t.app);
    const parent = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] })).items[0]!;
    await s.call('POST', '/carts/my/items', {
      items: [
        {
          productID: PRODUCTS.protector.id,
          quantity: 1,
          properties: [{ name: 'Size', value: 'queen' }],
          forItem: parent.itemIdentifier,
        },
      ],
    });
    const upgraded = s.cart(
      await s.call('PUT', `/carts/my/items/${parent.itemIdentifier}/`, {
        productID: PRODUCTS.premium.id,
        quantity: 2,
        properties: [{ name: 'Size', value: 'queen' }],
      }),
    );
    const ultra = variantPrice(PRODUCTS.premium, { Size: 'queen' });
    expect(upgraded.items[0]).toMatchObject({
      product: { id: PRODUCTS.premium.id },
      quantity: 2,
      pricing: { price: { amount: ultra.price * 2 } },
    });
    const removed = s.cart(await s.call('DELETE', `/carts/my/items/${parent.itemIdentifier}/`));
    expect(removed.items).toEqual([]);
    await s.call('POST', '/carts/my/items', { items: [mattress()] });
    const emptied = s.cart(await s.call('DELETE', '/carts/my'));
    expect(emptied).toMatchObject({ items: [], itemsCount: 0, totalPrice: { amount: 0 } });
  });

  it.each([
    ['PUT', { ...mattress() }],
    ['DELETE', undefined],
  ] as const)('%s on an unknown line is a 404', async (method, body) => {
    const s = shopper(t.app);
    const res = await s.call(method, '/carts/my/items/unknownLine1/', body);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Item not found in cart');
  });

  it('PUT refuses a client-set fulfillment status other than the enum, and a price', async () => {
    const s = shopper(t.app);
    const line = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] })).items[0]!;
    expect(
      (await s.call('PUT', `/carts/my/items/${line.itemIdentifier}/`, { ...mattress(), fulfillmentStatus: 'shipped' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await s.call('PUT', `/carts/my/items/${line.itemIdentifier}/`, { ...mattress(), priceAfterDiscount: 0 })).statusCode,
    ).toBe(400);
  });
});
