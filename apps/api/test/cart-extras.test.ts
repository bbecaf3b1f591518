import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { variantPrice } from '@store/core';
import { cartLines, coupons, outboxEvents, productAvailability } from '../src/db/schema';
import { certainDeliveryDates } from '../src/use-cases/carts/certain-delivery';
import type { TestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { createStoreApp, line, mattress, PRODUCTS } from './support/test-store';

let t: TestApp;
const now = new Date('2026-11-21T12:00:00Z');
beforeAll(async () => {
  t = await createStoreApp({ now: () => now });
});
afterAll(() => t.close());

const service = (productID: string) => ({ productID, quantity: 1, properties: [] });
const extra = (cart: { extras: Array<{ kind: string; pricing: { price: { amount: number } } }> }, kind: string) =>
  cart.extras.find((e) => e.kind === kind);

describe('extras: shipping, tax and the state recycling fee', () => {
  it('a cart with items has free shipping and no tax line until a region is set', async () => {
    const s = shopper(t.app);
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] }));
    expect(extra(cart, 'shipping')?.pricing.price.amount).toBe(0);
    expect(extra(cart, 'tax')).toBeUndefined();
  });

  it.each([
    ['California: tax and a $16 recycling fee per mattress', { country: 'US', state: 'California' }, 725, 1600],
    ['Rhode Island', { country: 'US', state: 'ri' }, 700, 2050],
    ['Connecticut', { country: 'US', state: 'CT' }, 635, 1600],
    ['New York: no recycling fee', { country: 'US', state: 'NY' }, 400, 0],
  ])('%s', async (_label, region, bps, fee) => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [mattress('queen', 2)] });
    const cart = s.cart(await s.call('PUT', '/carts/my/region/new', { shippingRegion: region, billingProvider: 'stripeDirect' }));
    const merchandise = cart.items.reduce((sum, i) => sum + i.priceAfterDiscount, 0);
    expect(extra(cart, 'tax')?.pricing.price.amount).toBe(Math.round((merchandise * bps) / 10000));
    expect(extra(cart, 'recycling-fee')?.pricing.price.amount ?? 0).toBe(fee * 2);
    expect(cart.totalPrice.amount).toBe(merchandise + cart.extras.reduce((sum, e) => sum + e.pricing.price.amount, 0));
  });

  it.each([
    ['a bundle with two mattresses: two fees per set', line(PRODUCTS.twoMattressBundle, { Size: 'twin' }), 2 * 1600],
    [
      'a Split King adjustable-base bundle: two mattress halves, two fees',
      line(PRODUCTS.adjustableBundle, { Size: 'splitKing', Leg: 'tall' }),
      2 * 1600,
    ],
    ['a Split King mattress: two fees', mattress('splitKing'), 2 * 1600],
    ['bedding: no fee', line(PRODUCTS.sheets, { Size: 'queen', Color: 'white' }), 0],
  ])('CA recycling fee per mattress piece (catalogue mattressCount): %s', async (_label, item, fee) => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [item] });
    const region = { shippingRegion: { country: 'US', state: 'CA' }, billingProvider: 'stripeDirect' };
    const cart = s.cart(await s.call('PUT', '/carts/my/region/new', region));
    expect(extra(cart, 'recycling-fee')?.pricing.price.amount ?? 0).toBe(fee);
  });

  it.each([
    [
      'a Canadian address on a US store',
      { shippingRegion: { country: 'CA', state: 'ON' } },
      "Sorry, this item can't be shipped to your selected address. You may either change the shipping address to a US address or contact customer support.",
    ],
    ['an unknown state', { shippingRegion: { country: 'US', state: 'Atlantis' } }, 'Please select a state'],
    [
      'an unknown billing provider',
      { shippingRegion: { country: 'US', state: 'NY' }, billingProvider: 'bitcoin' },
      'Payment provider not found',
    ],
  ])('refuses %s', async (_label, body, message) => {
    const res = await shopper(t.app).call('PUT', '/carts/my/region/new', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('PUT /carts/region takes a region object', async () => {
    const s = shopper(t.app);
    expect(s.cart(await s.call('PUT', '/carts/region', { region: { country: 'US', state: 'TX', zip: '73301' } })).region).toEqual(
      { country: 'US', state: 'TX', zip: '73301' },
    );
  });
});

describe('service lines are extras', () => {
  it('white glove: $149 for the first item and $45 for each extra; soft goods add nothing', async () => {
    const s = shopper(t.app);
    const pillow = {
      productID: PRODUCTS.pillow.id,
      quantity: 3,
      properties: [{ name: 'Size', value: 'standard' }],
    };
    const cart = s.cart(
      await s.call('POST', '/carts/my/items', { items: [mattress('queen', 2), pillow, service(PRODUCTS.whiteGlove.id)] }),
    );
    expect(extra(cart, 'white-glove')?.pricing.price.amount).toBe(14900 + 4500);
    expect(cart.items.some((i) => i.product.id === PRODUCTS.whiteGlove.id)).toBe(false);
  });

  it('white glove counts add-ons carried in with the mattress (a frame and a headboard as its child lines)', async () => {
    const s = shopper(t.app);
    const parent = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] })).items[0]!;
    const child = (productID: string) => ({
      productID,
      quantity: 1,
      properties: [
        { name: 'Size', value: 'queen' },
        { name: 'Color', value: 'natural' },
      ],
      forItem: parent.itemIdentifier,
    });
    const cart = s.cart(
      await s.call('POST', '/carts/my/items', {
        items: [child(PRODUCTS.frame.id), child(PRODUCTS.headboard.id), service(PRODUCTS.whiteGlove.id)],
      }),
    );
    expect(extra(cart, 'white-glove')?.pricing.price.amount).toBe(14900 + 2 * 4500);
  });

  it('a service line cannot be a parent: a mattress for the white-glove line is refused and nothing is stored', async () => {
    const s = shopper(t.app);
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [service(PRODUCTS.whiteGlove.id)] }));
    const serviceLine = (await t.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id)))[0]!;
    const res = await s.call('POST', '/carts/my/items', {
      items: [{ ...mattress('king', 3), forItem: serviceLine.itemIdentifier }],
    });
    expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id))).toHaveLength(1);
  });

  it('certain delivery date: GET offers dates, POST picks one (a paid service line), DELETE drops it', async () => {
    const s = shopper(t.app);
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] }));
    const path = `/carts/${cart.id}/items/product/type/cdd-service?brand=nestwood`;
    const offered = (await s.call('GET', path)).json().result;
    expect(offered).toEqual({ dates: certainDeliveryDates(now), selected: null });
    expect(offered.dates.every((d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);
    const picked = s.cart(await s.call('POST', `${path}&certainDeliveryDate=${offered.dates[2]}`));
    expect(picked.metadata.reqDeliveryDate).toBe(offered.dates[2]);
    expect(picked.extras.find((e) => e.name === 'cdd-service')?.pricing.price.amount).toBe(3900);
    expect(s.cart(await s.call('DELETE', path)).metadata.reqDeliveryDate).toBeNull();
    expect((await s.call('POST', `${path}&certainDeliveryDate=2020-01-01`)).statusCode).toBe(400);
    expect(
      (
        await s.call(
          'POST',
          `/carts/${cart.id}/items/product/type/cdd-service?brand=arbor&certainDeliveryDate=${offered.dates[0]}`,
        )
      ).statusCode,
    ).toBe(400);
    expect((await shopper(t.app).call('GET', path)).statusCode).toBe(404);
  });
});

describe('cart behaviour', () => {
  it('out-of-stock items are removed from the cart on the next read, with an event', async () => {
    const s = shopper(t.app);
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress('king'), mattress('queen')] }));
    const king = cart.items.find((i) => i.properties[0]?.value === 'king')!;
    await t.db
      .update(productAvailability)
      .set({ isInStock: false, isBackOrderAllowed: false })
      .where(and(eq(productAvailability.brand, 'nestwood'), eq(productAvailability.sku, king.sku)));
    const after = s.cart(await s.call('GET', '/carts/my'));
    expect(after.items.map((i) => i.sku)).not.toContain(king.sku);
    expect(after.items).toHaveLength(1);
    const events = await t.db.select().from(outboxEvents).where(eq(outboxEvents.cartId, cart.id));
    expect(events.map((e) => e.type)).toContain('cart.items_removed');
    await t.db.update(productAvailability).set({ isInStock: true }).where(eq(productAvailability.sku, king.sku));
  });

  it('ONCE50 is usable once in total: once redeemed, it is refused', async () => {
    await t.db
      .update(coupons)
      .set({ redemptions: 1 })
      .where(and(eq(coupons.brand, 'nestwood'), eq(coupons.code, 'ONCE50')));
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [mattress()] });
    expect((await s.call('PUT', '/carts/my/coupon', { couponCode: 'ONCE50' })).json().message).toBe(
      'This coupon has already been used',
    );
  });

  it('the $299 rule: a Split King adjustable-base bundle on nestwood adds $299 for the second base', async () => {
    const s = shopper(t.app);
    const product = PRODUCTS.adjustableBundle;
    const bundle = (size: string) => line(product, { Size: size, Leg: 'standard' });
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [bundle('splitKing')] }));
    expect(cart.items[0]!.pricing.price.amount).toBe(variantPrice(product, { Size: 'splitKing', Leg: 'standard' }).price + 29900);
    const queen = s.cart(await s.call('PUT', `/carts/my/items/${cart.items[0]!.itemIdentifier}/`, bundle('queen')));
    expect(queen.items[0]!.pricing.price.amount).toBe(variantPrice(product, { Size: 'queen', Leg: 'standard' }).price);
  });
});

describe('GET /carts/quote', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
  const quote = (s: ReturnType<typeof shopper>, description: unknown) =>
    s.call('GET', `/carts/quote?dd=device-1&carts=${encodeURIComponent(encode(description))}`);
  const sheets = {
    productID: PRODUCTS.sheets.id,
    quantity: 1,
    properties: [
      { name: 'Size', value: 'queen' },
      { name: 'Color', value: 'white' },
    ],
  };
  it('prices a described cart without storing it, and caches the answer', async () => {
    const s = shopper(t.app);
    const carts = encode({ items: [mattress('king', 2)], couponCode: 'SAVE10' });
    const res = await s.call('GET', `/carts/quote?dd=device-1&carts=${encodeURIComponent(carts)}`);
    expect(res.statusCode).toBe(200);
    const quote = res.json().result;
    expect(quote.id).toBeUndefined();
    expect(quote.items[0].quantity).toBe(2);
    expect(quote.totalDiscount.amount).toBeGreaterThan(0);
    const again = (await s.call('GET', `/carts/quote?dd=device-1&carts=${encodeURIComponent(carts)}`)).json().result;
    expect(again).toEqual(quote);
    expect(s.cart(await s.call('GET', '/carts/my')).items).toEqual([]);
  });

  it('a quote without a coupon needs no session', async () => {
    const res = await quote(shopper(t.app), { items: [mattress()] });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('a quote of a mattress with a gift (forItem q0), in split king, equals the cart those lines make', async () => {
    const s = shopper(t.app);
    const quoted = (await quote(s, { items: [mattress('splitKing'), { ...sheets, forItem: 'q0' }] })).json().result;
    expect(quoted.items.map((i: { itemIdentifier: string; forItem: string | null }) => [i.itemIdentifier, i.forItem])).toEqual([
      ['q0', null],
      ['q1', 'q0'],
    ]);
    expect(quoted.items[0].quantity).toBe(2);
    expect(quoted.items[1].priceAfterDiscount).toBe(0);
    const parent = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress('splitKing')] })).items[0]!;
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [{ ...sheets, forItem: parent.itemIdentifier }] }));
    expect(quoted.totalPrice).toEqual(cart.totalPrice);
    expect(quoted.totalSavings).toEqual(cart.totalSavings);
    expect(quoted.items.map((i: { sku: string; priceAfterDiscount: number }) => [i.sku, i.priceAfterDiscount])).toEqual(
      cart.items.map((i) => [i.sku, i.priceAfterDiscount]),
    );
  });

  it.each([
    ['not base64 JSON', 'not-json!', 400],
    ['no items', encode({ items: [] }), 400],
    ['21 lines', encode({ items: Array.from({ length: 21 }, () => mattress()) }), 400],
    ['a price', encode({ items: [{ ...mattress(), price: 1 }] }), 400],
    ['a total', encode({ items: [mattress()], totalPrice: 1 }), 400],
    ['an unknown product', encode({ items: [{ productID: 'nope', quantity: 1, properties: [] }] }), 404],
    ['a forItem naming a later line', encode({ items: [{ ...sheets, forItem: 'q1' }, mattress()] }), 400],
    [
      'a forItem naming a child line',
      encode({ items: [mattress(), { ...sheets, forItem: 'q0' }, { ...sheets, forItem: 'q1' }] }),
      400,
    ],
    ['an invalid coupon', encode({ items: [mattress()], couponCode: 'NOPE99' }), 400],
    ['an expired coupon', encode({ items: [mattress()], couponCode: 'EXPIRED15' }), 400],
  ])('refuses %s', async (_label, carts, status) => {
    const res = await shopper(t.app).call('GET', `/carts/quote?carts=${encodeURIComponent(carts)}`);
    expect(res.statusCode).toBe(status);
    expect(res.json().status).toBe('error');
  });

  it('coupon guesses through quotes share the coupon limit: the 11th failure gets 429', async () => {
    const s = shopper(t.app);
    for (let i = 0; i < 10; i++) expect((await quote(s, { items: [mattress()], couponCode: `GUESS${i}X` })).statusCode).toBe(400);
    const res = await quote(s, { items: [mattress()], couponCode: 'GUESSNEXT' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await s.call('PUT', '/carts/my/coupon', { couponCode: 'SAVE10' })).statusCode).toBe(429);
  });
});
