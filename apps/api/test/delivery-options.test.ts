import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';
import { deliveryCatalog, line } from './support/delivery-catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { nestwood: deliveryCatalog(), 'nestwood-ca': deliveryCatalog('CAD') } });
});
afterAll(() => t.close());

const extra = (cart: Cart, name: string) => cart.extras.find((e) => e.name === name);
const names = async (s: Shopper) =>
  ((await s.call('GET', '/carts/my/delivery-options')).json().result.options as Array<{ name: string }>).map((o) => o.name);

async function cartIn(state: string, items = [line('test-mattress')]): Promise<Shopper> {
  const s = shopper(t.app);
  await s.call('POST', '/carts/my/items', { items });
  await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', state } });
  return s;
}

describe('delivery options (name, title, description, details, pricing, isDefault)', () => {
  it('standard shipping is free and the default; white glove shows its price', async () => {
    const s = await cartIn('NY');
    const { result } = (await s.call('GET', '/carts/my/delivery-options')).json();
    expect(result.selected).toEqual({ name: 'standard-shipping', withMattressRemoval: false });
    expect(result.options).toEqual([
      {
        name: 'standard-shipping',
        title: 'Standard shipping',
        // The cart's mattress ships in 1 - 3 business days (its catalogue availability).
        description: 'Ships by ground carrier in 1 - 3 business days.',
        details: 'We email a tracking link as soon as your order ships.',
        pricing: { price: { amount: 0 }, label: 'Free shipping' },
        isDefault: true,
      },
      expect.objectContaining({
        name: 'mattress-white-glove',
        pricing: { price: { amount: 14_900 }, label: '$149' },
        isDefault: false,
      }),
    ]);
  });

  it.each([
    ['CA', true],
    ['RI', true],
    ['CT', true],
    ['NY', false],
  ])('mattress removal is offered in %s: %s', async (state, offered) => {
    expect((await names(await cartIn(state))).includes('mattress-removal')).toBe(offered);
  });

  it("a Canadian store states the white glove price and fees in its currency (CA$), never a bare '$'", async () => {
    const s = shopper(t.app, 'nestwood-ca');
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'CA', state: 'ON' } });
    const { result } = (await s.call('GET', '/carts/my/delivery-options')).json();
    const whiteGlove = result.options.find((o: { name: string }) => o.name === 'mattress-white-glove');
    expect(whiteGlove.pricing).toEqual({ price: { amount: 14_900 }, label: 'CA$149' });
    expect(whiteGlove.details).toContain('CA$149 for the first item, CA$45 for each additional item; soft goods add no fee.');
  });

  it('no white glove where crews do not deliver (HI) nor for soft goods alone', async () => {
    expect(await names(await cartIn('HI'))).toEqual(['standard-shipping']);
    expect(await names(await cartIn('NY', [line('test-pillow')]))).toEqual(['standard-shipping']);
  });
});

describe('PUT /carts/my/delivery-option', () => {
  it('choosing white glove with removal in CA prices the extras and keeps the cart invariant', async () => {
    const s = await cartIn('CA', [line('test-mattress', 2)]);
    const cart = s.cart(
      await s.call('PUT', '/carts/my/delivery-option', { name: 'mattress-white-glove', withMattressRemoval: true }),
    );
    expect(extra(cart, 'mattress-white-glove')?.pricing.price.amount).toBe(19_400);
    expect(extra(cart, 'mattress-removal')?.pricing.price.amount).toBe(0);
    expect(extra(cart, 'recycling-fee')?.pricing.price.amount).toBe(3_200);
    expect(cart.deliveryOption).toEqual({ name: 'mattress-white-glove', withMattressRemoval: true });
    expect(cart.totalPrice.amount).toBe(
      cart.items.reduce((n, i) => n + i.priceAfterDiscount, 0) + cart.extras.reduce((n, e) => n + e.pricing.price.amount, 0),
    );
    // Back to standard shipping: the white glove extra goes.
    const back = s.cart(await s.call('PUT', '/carts/my/delivery-option', { name: 'standard-shipping' }));
    expect(extra(back, 'mattress-white-glove')).toBeUndefined();
    expect(back.deliveryOption).toEqual({ name: 'standard-shipping', withMattressRemoval: false });
  });

  it("white glove in a state without crews is a 412 'WGS is not available for this state.'", async () => {
    const res = await (await cartIn('HI')).call('PUT', '/carts/my/delivery-option', { name: 'mattress-white-glove' });
    expect(res.statusCode).toBe(412);
    expect(res.json().message).toBe('WGS is not available for this state.');
  });

  it.each([
    ['removal outside CA, RI and CT', 'NY', { name: 'mattress-white-glove', withMattressRemoval: true }],
    ['removal without white glove', 'CA', { name: 'standard-shipping', withMattressRemoval: true }],
    ['an unknown option', 'NY', { name: 'drone' }],
    ['a price in the body', 'NY', { name: 'standard-shipping', price: 0 }],
  ])('%s is a 400 and changes nothing', async (_label, state, body) => {
    const s = await cartIn(state);
    const res = await s.call('PUT', '/carts/my/delivery-option', body);
    expect(res.statusCode).toBe(400);
    expect(s.cart(await s.call('GET', '/carts/my')).deliveryOption).toEqual({
      name: 'standard-shipping',
      withMattressRemoval: false,
    });
  });

  it('moving to a state without crews drops a white glove choice', async () => {
    const s = await cartIn('NY');
    await s.call('PUT', '/carts/my/delivery-option', { name: 'mattress-white-glove' });
    const cart = s.cart(await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', state: 'HI' } }));
    expect(cart.deliveryOption?.name).toBe('standard-shipping');
    expect(extra(cart, 'mattress-white-glove')).toBeUndefined();
  });

  it('moving out of CA, RI and CT drops removal and keeps white glove', async () => {
    const s = await cartIn('CA');
    await s.call('PUT', '/carts/my/delivery-option', { name: 'mattress-white-glove', withMattressRemoval: true });
    const cart = s.cart(await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', state: 'NY' } }));
    expect(cart.deliveryOption).toEqual({ name: 'mattress-white-glove', withMattressRemoval: false });
    expect(extra(cart, 'mattress-removal')).toBeUndefined();
  });
});
