/**
 * POST /carts/my/items/collection over the demo catalogue: a furniture product with the pieces of its collection, each
 * piece a cart line bound to the product's line and priced by the server from the collection data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'catalog', brands: ['nestwood', 'driftvale'] });
});
afterAll(() => t.close());

const URL = '/carts/my/items/collection';
const bed = (Color = 'walnut', Size = 'queen', quantity = 1, productID = 'socalle-modern-platform-bed') => ({
  productID,
  quantity,
  properties: [
    { name: 'Size', value: Size },
    { name: 'Color', value: Color },
  ],
});
const piece = (productID: string, quantity = 1, extra: Record<string, unknown> = {}) => ({ productID, quantity, ...extra });

/** What each line costs and is worth, by product, with its parent's product and its colour. */
function lines(cart: Cart) {
  const byId = new Map(cart.items.map((i) => [i.itemIdentifier, i]));
  return cart.items.map((i) => ({
    product: i.product.id,
    parent: i.forItem === null ? null : (byId.get(i.forItem)?.product.id ?? 'missing'),
    quantity: i.quantity,
    color: i.properties.find((p) => p.name === 'Color')?.value ?? null,
    price: i.priceAfterDiscount,
    value: i.pricing.profilePrice.amount,
  }));
}

async function expectUnchanged(s: Shopper, before: Cart): Promise<void> {
  const after = s.cart(await s.call('GET', '/carts/my'));
  expect(after.items).toEqual(before.items);
}

describe('POST /carts/my/items/collection', () => {
  it('adds the bed with two nightstands in its colour and the chest in its own, bound to the bed and priced by the collection', async () => {
    const s = shopper(t.app);
    const res = await s.call('POST', URL, {
      item: bed('walnut'),
      collectionItems: [piece('socalle-nightstand', 2), piece('socalle-storage-chest')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const cart = s.cart(res);
    // Bed $559.20 (20% off $699); nightstands 10% off $239.20 each; chest (oak only) 15% off $719.20.
    expect(lines(cart)).toEqual([
      { product: 'socalle-modern-platform-bed', parent: null, quantity: 1, color: 'walnut', price: 55920, value: 69900 },
      {
        product: 'socalle-nightstand',
        parent: 'socalle-modern-platform-bed',
        quantity: 2,
        color: 'walnut',
        price: 43056,
        value: 59800,
      },
      {
        product: 'socalle-storage-chest',
        parent: 'socalle-modern-platform-bed',
        quantity: 1,
        color: 'oak',
        price: 61132,
        value: 89900,
      },
    ]);
    expect(cart.totalPrice.amount).toBe(160108);
    expect(cart.totalValue.amount).toBe(219600);
    expect(cart.totalSavings.amount).toBe(59492);
  });

  it('takes the shopper colour for a shopper-choice piece (the upholstered Lyncott bed with an oak nightstand)', async () => {
    const s = shopper(t.app);
    const res = await s.call('POST', URL, {
      item: bed('walnutupholstered', 'queen', 1, 'lyncott-upholstered-wood-bed'),
      collectionItems: [piece('lyncott-nightstand-usb-ports', 1, { color: 'oak' })],
    });
    expect(res.statusCode, res.body).toBe(200);
    // $319.20 (20% off $399), then 10% off.
    expect(lines(s.cart(res))[1]).toEqual({
      product: 'lyncott-nightstand-usb-ports',
      parent: 'lyncott-upholstered-wood-bed',
      quantity: 1,
      color: 'oak',
      price: 28728,
      value: 39900,
    });
  });

  it('allows the maximum per bed: two beds take four nightstands', async () => {
    const s = shopper(t.app);
    const res = await s.call('POST', URL, { item: bed('oak', 'queen', 2), collectionItems: [piece('socalle-nightstand', 4)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(lines(s.cart(res)).map((l) => [l.product, l.quantity, l.price])).toEqual([
      ['socalle-modern-platform-bed', 2, 111840],
      ['socalle-nightstand', 4, 86112],
    ]);
  });

  it.each([
    {
      rule: 'more nightstands than the collection allows per bed',
      body: { item: bed(), collectionItems: [piece('socalle-nightstand', 3)] },
      status: 400,
      message: 'At most 2 × Socalle Nightstand can come with Socalle Modern Platform Bed',
    },
    {
      rule: 'a piece of another collection',
      body: { item: bed(), collectionItems: [piece('calverson-drawer-nightstand')] },
      status: 400,
      message: 'Calverson Drawer Nightstand is not part of the Socalle Modern Platform Bed collection',
    },
    {
      rule: 'the same piece twice',
      body: { item: bed(), collectionItems: [piece('socalle-nightstand'), piece('socalle-nightstand')] },
      status: 400,
      message: 'Each collection item may be given once',
    },
    {
      rule: 'a matching piece the bed colour does not come in',
      body: { item: bed('grey', 'queen', 1, 'zadilyn-storage-bed'), collectionItems: [piece('zadilyn-dresser-walnut-finish')] },
      status: 400,
      message: 'Zadilyn Dresser, Walnut Finish does not come in Grey',
    },
    {
      rule: 'a matching nightstand asked in another finish than the bed',
      body: { item: bed('walnut'), collectionItems: [piece('socalle-nightstand', 1, { color: 'oak' })] },
      status: 400,
      message: 'Socalle Nightstand comes in Walnut with Socalle Modern Platform Bed',
    },
    {
      rule: 'a product without a collection',
      body: { item: bed('black', 'queen', 1, 'modern-platform-bed'), collectionItems: [piece('2-drawer-nightstand')] },
      status: 400,
      message: 'Modern Platform Bed has no collection',
    },
    {
      rule: 'a bed colour the bed does not come in',
      body: { item: bed('purple'), collectionItems: [piece('socalle-nightstand')] },
      status: 400,
      message: 'Invalid value purple for property Color',
    },
    {
      rule: "another brand's product as a piece",
      body: { item: bed(), collectionItems: [piece('platform-bed-frame')] },
      status: 404,
      message: 'Product not found',
    },
    {
      rule: 'an unknown bed',
      body: { item: bed('oak', 'queen', 1, 'no-such-bed'), collectionItems: [piece('socalle-nightstand')] },
      status: 404,
      message: 'Product not found',
    },
  ])('refuses $rule and changes nothing', async ({ body, status, message }) => {
    const s = shopper(t.app);
    const before = s.cart(
      await s.call('POST', '/carts/my/items', {
        items: [{ productID: 'mattress', quantity: 1, properties: [{ name: 'Size', value: 'queen' }] }],
      }),
    );
    const res = await s.call('POST', URL, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error', message });
    await expectUnchanged(s, before);
  });

  it("refuses the main product of another brand: driftvale's shopper cannot add nestwood's bed", async () => {
    const s = shopper(t.app, 'driftvale');
    const res = await s.call('POST', URL, { item: bed(), collectionItems: [piece('socalle-nightstand')] });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Product not found' });
    expect(s.cart(await s.call('GET', '/carts/my')).items).toEqual([]);
  });

  it.each([
    { rule: 'a price on a piece', body: { item: bed(), collectionItems: [piece('socalle-nightstand', 1, { finalPrice: 1 })] } },
    {
      rule: 'a discount on a piece',
      body: { item: bed(), collectionItems: [piece('socalle-nightstand', 1, { discount: 23920 })] },
    },
    { rule: 'a price on the bed', body: { item: { ...bed(), price: 1 }, collectionItems: [piece('socalle-nightstand')] } },
    { rule: 'a total', body: { item: bed(), collectionItems: [piece('socalle-nightstand')], totalPrice: { amount: 1 } } },
    { rule: 'a bound parent', body: { item: { ...bed(), forItem: 'x' }, collectionItems: [piece('socalle-nightstand')] } },
    { rule: 'a quantity of zero', body: { item: bed(), collectionItems: [piece('socalle-nightstand', 0)] } },
    { rule: 'no pieces', body: { item: bed(), collectionItems: [] } },
  ])('refuses tampered input ($rule) with a 400 and changes nothing', async ({ body }) => {
    const s = shopper(t.app);
    const res = await s.call('POST', URL, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    expect(s.cart(await s.call('GET', '/carts/my')).items).toEqual([]);
  });

  it('prices a piece the same when it comes by a plain child add, and charges the sale price past the maximum', async () => {
    const s = shopper(t.app);
    const first = s.cart(await s.call('POST', '/carts/my/items', { items: [bed('oak')] }));
    const bedLine = first.items[0]!.itemIdentifier;
    const res = await s.call('POST', '/carts/my/items', {
      items: [{ productID: 'socalle-nightstand', quantity: 3, properties: [{ name: 'Color', value: 'oak' }], forItem: bedLine }],
    });
    expect(res.statusCode, res.body).toBe(200);
    // Two at 10% off ($215.28 each), the third at the sale price ($239.20).
    expect(lines(s.cart(res))[1]).toMatchObject({ product: 'socalle-nightstand', quantity: 3, price: 66976, value: 89700 });
  });
});
