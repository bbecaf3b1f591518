import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { deliveryCatalog, line } from './support/delivery-catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { nestwood: deliveryCatalog(), 'nestwood-ca': deliveryCatalog('CAD') } });
});
afterAll(() => t.close());

const tax = (cart: Cart) => cart.extras.find((e) => e.kind === 'tax');
const invariant = (cart: Cart) =>
  expect(cart.totalPrice.amount).toBe(
    cart.items.reduce((s, i) => s + i.priceAfterDiscount, 0) + cart.extras.reduce((s, e) => s + e.pricing.price.amount, 0),
  );

describe('SPEC §3 tax extra: computed on the server from the shipping address (dated rate table)', () => {
  it.each([
    ['California 7.25%', { state: 'CA', zip: '94105' }, 7250, 'Estimated tax (CA sales tax 7.25%)'],
    ['Texas 6.25%', { state: 'TX', zip: '73301' }, 6250, 'Estimated tax (TX sales tax 6.25%)'],
    ['Minnesota 6.875%', { state: 'MN', zip: '55401' }, 6875, 'Estimated tax (MN sales tax 6.875%)'],
    ['Oregon: no sales tax', { state: 'OR', zip: '97201' }, 0, 'Estimated tax'],
  ])('%s on a 1000-dollar mattress', async (_label, where, amount, title) => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    const cart = s.cart(await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', ...where } }));
    expect(tax(cart)?.pricing.price.amount).toBe(amount);
    expect(tax(cart)?.title).toBe(title);
    invariant(cart);
  });

  it.each([
    ['Ontario HST 13%', 'ON', 'K1A 0B1', 13_000, 'Estimated tax (HST 13%)'],
    ['Nova Scotia HST 14% (since 2025-04-01)', 'NS', 'B3H 1A1', 14_000, 'Estimated tax (HST 14%)'],
    ['British Columbia GST + PST', 'BC', 'V6B 1A1', 12_000, 'Estimated tax (GST 5% + PST 7%)'],
    ['Quebec GST + QST', 'QC', 'H2X 1Y4', 14_975, 'Estimated tax (GST 5% + QST 9.975%)'],
    ['Alberta GST only', 'AB', 'T5J 0N3', 5_000, 'Estimated tax (GST 5%)'],
  ])('Canadian store: %s', async (_label, state, zip, amount, title) => {
    const s = shopper(t.app, 'nestwood-ca');
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    const cart = s.cart(await s.call('PUT', '/carts/region', { region: { country: 'CA', state, zip } }));
    expect(cart.currency).toBe('CAD');
    expect(tax(cart)?.pricing.price.amount).toBe(amount);
    expect(tax(cart)?.title).toBe(title);
    invariant(cart);
  });

  it('taxes-updated: a new region recomputes the tax', async () => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', state: 'CA' } });
    const cart = s.cart(await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', state: 'NY' } }));
    expect(tax(cart)?.pricing.price.amount).toBe(4000);
  });
});
