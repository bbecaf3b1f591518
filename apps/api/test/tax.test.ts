import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { deliveryCatalog, line } from './support/delivery-catalog';
import { address, orderBody } from './support/orders';

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

describe('tax before an address: not known, so the cart claims none', () => {
  it('GET /carts/my with items and no address: no tax extra, taxStatus at-checkout, the total without tax', async () => {
    const s = shopper(t.app);
    const cart = s.cart(await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] }));
    expect(tax(cart)).toBeUndefined();
    expect(cart.taxStatus).toBe('at-checkout');
    expect(cart.totalPrice.amount).toBe(100_000);
    expect(s.cart(await s.call('GET', '/carts/my')).taxStatus).toBe('at-checkout');
  });

  it('an empty cart says the same', async () => {
    const s = shopper(t.app);
    expect(s.cart(await s.call('GET', '/carts/my')).taxStatus).toBe('at-checkout');
  });
});

describe('tax extra: the state rate plus the ZIP local rate, computed on the server (sandbox tax provider)', () => {
  it.each([
    ['San Francisco 8.625%', { state: 'CA', zip: '94105' }, 8625, 'Tax (CA state 7.25% + San Francisco local 1.375%)', 'quoted'],
    [
      'Austin 8.25% (not the 6.25% state rate alone)',
      { state: 'TX', zip: '78701' },
      8250,
      'Tax (TX state 6.25% + Austin local 2%)',
      'quoted',
    ],
    ['Austin 73301', { state: 'TX', zip: '73301' }, 8250, 'Tax (TX state 6.25% + Austin local 2%)', 'quoted'],
    ['New York City 8.875%', { state: 'NY', zip: '10001' }, 8875, 'Tax (NY state 4% + New York City local 4.875%)', 'quoted'],
    ['Minneapolis: local rate unknown', { state: 'MN', zip: '55401' }, 6875, 'Estimated tax (MN state 6.875%)', 'estimate'],
    ['a state without a ZIP', { state: 'TX' }, 6250, 'Estimated tax (TX state 6.25%)', 'estimate'],
    ['Oregon: no sales tax', { state: 'OR', zip: '97201' }, 0, 'Tax', 'quoted'],
  ])('%s on a 1000-dollar mattress', async (_label, where, amount, title, status) => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    const cart = s.cart(await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', ...where } }));
    expect(tax(cart)?.pricing.price.amount).toBe(amount);
    expect(tax(cart)?.title).toBe(title);
    expect(cart.taxStatus).toBe(status);
    invariant(cart);
  });

  it.each([
    ['Ontario HST 13%', 'ON', 'K1A 0B1', 13_000, 'Tax (HST 13%)'],
    ['Nova Scotia HST 14% (since 2025-04-01)', 'NS', 'B3H 1A1', 14_000, 'Tax (HST 14%)'],
    ['British Columbia GST + PST', 'BC', 'V6B 1A1', 12_000, 'Tax (GST 5% + PST 7%)'],
    ['Quebec GST + QST', 'QC', 'H2X 1Y4', 14_975, 'Tax (GST 5% + QST 9.975%)'],
    ['Alberta GST only', 'AB', 'T5J 0N3', 5_000, 'Tax (GST 5%)'],
  ])('Canadian store: %s', async (_label, state, zip, amount, title) => {
    const s = shopper(t.app, 'nestwood-ca');
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    const cart = s.cart(await s.call('PUT', '/carts/region', { region: { country: 'CA', state, zip } }));
    expect(cart.currency).toBe('CAD');
    expect(tax(cart)?.pricing.price.amount).toBe(amount);
    expect(tax(cart)?.title).toBe(title);
    expect(cart.taxStatus).toBe('quoted');
    invariant(cart);
  });

  it('taxes-updated: a new region recomputes the tax', async () => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', state: 'CA' } });
    const cart = s.cart(await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', state: 'NY' } }));
    expect(tax(cart)?.pricing.price.amount).toBe(4000);
  });

  it('the order keeps the tax the cart was quoted for its address (Austin: $1,000 + $82.50)', async () => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    const austin = address({}, { line1: '100 Congress Ave', zip: '78701', city: 'Austin', state: 'TX' });
    const res = await s.call('POST', '/orders', orderBody('nestwood', { shippingDetails: austin, billingDetails: austin }));
    expect(res.statusCode).toBe(200);
    const order = res.json().result;
    expect(tax(order.cart)?.pricing.price.amount).toBe(8250);
    expect(order.cart.taxStatus).toBe('quoted');
    expect(order.cart.totalPrice.amount).toBe(108_250);
    // Read back, the frozen cart has not moved.
    const again = (await s.call('GET', `/orders/${order.id}`)).json().result;
    expect(again.cart.totalPrice.amount).toBe(108_250);
  });
});
