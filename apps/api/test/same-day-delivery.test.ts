import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, type Cart, type Order, type Product } from '@store/core';
import { DEFAULT_STOREFRONT_ORIGIN } from '../src/accounts/account-links';
import { findOrderForEmail } from '../src/db/repositories/order-emails';
import { outboxEvents } from '../src/db/schema';
import { orderConfirmationDetails } from '../src/email/order-confirmation-details';
import { renderOrderConfirmation } from '../src/email/render';
import { makeProduct } from './support/factories';
import { address, orderBody } from './support/orders';
import { shopper, type Shopper } from './support/shopper';
import { createTestApp, type TestApp } from './support/test-app';

/** The API's clock: each test sets the moment it speaks of (New York is on EDT, UTC-4, in June). */
let clock = new Date('2026-06-15T15:00:00Z');
const at = (iso: string) => {
  clock = new Date(iso);
};
const MONDAY_11_00_EDT = '2026-06-15T15:00:00Z';
const MONDAY_11_59_EDT = '2026-06-15T15:59:00Z';
const MONDAY_12_00_EDT = '2026-06-15T16:00:00Z';

const price = (amount: number) => ({
  price: { amount, currency: 'USD' as const, discount: 0 },
  listPrice: { amount, currency: 'USD' as const, discount: 0 },
});
/** Every sku of the product ships in `from` - `to` business days. */
const shipsIn = (product: Product, from: number, to: number): Product => ({
  ...product,
  availability: Object.fromEntries(
    Object.entries(product.availability).map(([sku, a]) => [sku, { ...a, shippingFrom: from, shippingTo: to }]),
  ),
});
const catalogue = () => [
  shipsIn(
    makeProduct({
      id: 'sd-mattress',
      title: 'Classic Memory Foam Mattress',
      attributes: { group: 'mattress', markers: [], mattressCount: 1 },
      pricing: price(90_000),
    }),
    1,
    1,
  ),
  shipsIn(
    makeProduct({
      id: 'sd-frame',
      title: 'Modern Platform Bed',
      attributes: { group: 'bed-frame', markers: [] },
      pricing: price(40_000),
    }),
    2,
    5,
  ),
];
const item = (productID: string) => ({ productID, quantity: 1, properties: [{ name: 'Size', value: 'queen' }] });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { nestwood: catalogue(), driftvale: catalogue() }, now: () => clock });
});
afterAll(() => t.close());

async function cartTo(zip: string, state = 'NY', lines = [item('sd-mattress')], brand = 'nestwood'): Promise<Shopper> {
  const s = shopper(t.app, brand);
  expect((await s.call('POST', '/carts/my/items', { items: lines })).statusCode).toBe(200);
  const region = await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', state, zip } });
  expect(region.statusCode).toBe(200);
  return s;
}
const deliveryView = async (s: Shopper) => (await s.call('GET', '/carts/my/delivery-options')).json().result;
interface Option {
  name: string;
  pricing: { price: { amount: number }; label: string };
}
const sameDayOption = (view: { options: Option[] }) => view.options.find((o) => o.name === 'same-day-delivery');
const shippingLines = (cart: Cart) =>
  cart.extras.filter((e) => e.kind === 'shipping').map((e) => [e.sku, e.name, e.pricing.price.amount]);
const addsUp = (cart: Cart) =>
  expect(cart.totalPrice.amount).toBe(
    cart.items.reduce((n, i) => n + i.priceAfterDiscount, 0) + cart.extras.reduce((n, e) => n + e.pricing.price.amount, 0),
  );
const nyAddress = address({}, { zip: '10012', city: 'New York', state: 'NY' });
const nyOrder = (over: Record<string, unknown> = {}) =>
  orderBody('nestwood', { shippingDetails: nyAddress, billingDetails: nyAddress, ...over });

const AVAILABLE_NYC = {
  available: true,
  reason: null,
  message: null,
  zone: 'New York City',
  cutoff: 'Order by 12 pm for delivery today',
  fee: 4900,
  estimate: 'Today',
};
const CLOSED_NYC = 'Same-day orders in New York City close at 12 pm; it is no longer available today.';

describe('GET /carts/my/delivery-options: same-day delivery and sddInfo for the cart’s shipping ZIP', () => {
  it('a Manhattan ZIP before the cut-off: offered at its fee, with the cut-off in the brand’s words', async () => {
    at(MONDAY_11_00_EDT);
    const view = await deliveryView(await cartTo('10012'));
    expect(view.sddInfo).toEqual(AVAILABLE_NYC);
    expect(sameDayOption(view)).toEqual({
      name: 'same-day-delivery',
      title: 'Same-day delivery',
      description: 'Order by 12 pm for delivery today',
      details: 'Delivered today by our local team in New York City.',
      pricing: { price: { amount: 4900 }, label: '$49' },
      isDefault: false,
    });
    expect(view.selected).toEqual({ name: 'standard-shipping', withMattressRemoval: false });
  });

  it.each([
    ['12:00 EDT, the cut-off itself', '10012', 'NY', [item('sd-mattress')], MONDAY_12_00_EDT, 'after-cutoff', CLOSED_NYC],
    [
      'a ZIP outside every zone (Atlanta)',
      '30305',
      'GA',
      [item('sd-mattress')],
      MONDAY_11_00_EDT,
      'outside-zone',
      'Same-day delivery does not reach 30305.',
    ],
    [
      'a frame that ships in 2 - 5 days beside the mattress',
      '10012',
      'NY',
      [item('sd-mattress'), item('sd-frame')],
      MONDAY_11_00_EDT,
      'ineligible-line',
      'Same-day delivery is not available for Modern Platform Bed.',
    ],
  ])('%s: not offered, and sddInfo says why', async (_case, zip, state, lines, now, reason, message) => {
    at(now);
    const view = await deliveryView(await cartTo(zip, state, lines));
    expect(sameDayOption(view)).toBeUndefined();
    expect(view.sddInfo).toEqual({ available: false, reason, message, zone: null, cutoff: null, fee: null, estimate: null });
  });

  it('a brand without same-day delivery never offers it', async () => {
    at(MONDAY_11_00_EDT);
    const view = await deliveryView(await cartTo('10011', 'NY', [item('sd-mattress')], 'driftvale'));
    expect(sameDayOption(view)).toBeUndefined();
    expect(view.sddInfo.reason).toBe('not-offered');
  });
});

describe('PUT /carts/my/delivery-option same-day-delivery: priced on the server, only while offered', () => {
  it('before the cut-off: the shipping line becomes same-day delivery at $49 and the cart adds up', async () => {
    at(MONDAY_11_00_EDT);
    const s = await cartTo('10012');
    const cart = s.cart(await s.call('PUT', '/carts/my/delivery-option', { name: 'same-day-delivery' }));
    expect(cart.deliveryOption).toEqual({ name: 'same-day-delivery', withMattressRemoval: false });
    expect(shippingLines(cart)).toEqual([['SAMEDAY', 'same-day-delivery', 4900]]);
    addsUp(cart);
    expect((await deliveryView(s)).selected.name).toBe('same-day-delivery');
  });

  it('after the cut-off: a 400 that says why, and the cart keeps free shipping', async () => {
    at(MONDAY_12_00_EDT);
    const s = await cartTo('10012');
    const res = await s.call('PUT', '/carts/my/delivery-option', { name: 'same-day-delivery' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: CLOSED_NYC, reason: 'same-day-unavailable' });
    expect(shippingLines(s.cart(await s.call('GET', '/carts/my')))).toEqual([['SHIPPING', 'shipping', 0]]);
  });

  it('a fee in the body is refused: the client never prices it', async () => {
    at(MONDAY_11_00_EDT);
    const s = await cartTo('10012');
    const res = await s.call('PUT', '/carts/my/delivery-option', { name: 'same-day-delivery', fee: 0 });
    expect(res.statusCode).toBe(400);
  });

  it('the cut-off passing drops the choice on the next read: standard shipping, with an event saying why', async () => {
    at(MONDAY_11_00_EDT);
    const s = await cartTo('10012');
    const chosen = s.cart(await s.call('PUT', '/carts/my/delivery-option', { name: 'same-day-delivery' }));
    at(MONDAY_12_00_EDT);
    const later = s.cart(await s.call('GET', '/carts/my'));
    expect(later.deliveryOption?.name).toBe('standard-shipping');
    expect(shippingLines(later)).toEqual([['SHIPPING', 'shipping', 0]]);
    const events = await t.db.select().from(outboxEvents).where(eq(outboxEvents.cartId, chosen.id));
    expect(events.filter((e) => e.type === 'delivery.same_day_dropped').map((e) => e.payload)).toEqual([
      { reason: 'after-cutoff' },
    ]);
  });

  it('a new ZIP outside the zone drops the choice', async () => {
    at(MONDAY_11_00_EDT);
    const s = await cartTo('10012');
    await s.call('PUT', '/carts/my/delivery-option', { name: 'same-day-delivery' });
    const moved = s.cart(
      await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', state: 'GA', zip: '30305' } }),
    );
    expect(moved.deliveryOption?.name).toBe('standard-shipping');
    expect(shippingLines(moved)).toEqual([['SHIPPING', 'shipping', 0]]);
  });
});

describe('POST /orders re-checks same-day delivery for the order’s address at that moment', () => {
  it('at 11:59 EDT: the order has same-day delivery at the fee offered, and it arrives Today', async () => {
    at(MONDAY_11_00_EDT);
    const s = await cartTo('10012');
    const offered = sameDayOption(await deliveryView(s))!;
    await s.call('PUT', '/carts/my/delivery-option', { name: 'same-day-delivery' });
    at(MONDAY_11_59_EDT);
    const res = await s.call('POST', '/orders', nyOrder());
    expect(res.statusCode).toBe(200);
    const placed = res.json().result as Order;
    expect(placed.cart.deliveryOption).toEqual({ name: 'same-day-delivery', withMattressRemoval: false });
    expect(shippingLines(placed.cart)).toEqual([['SAMEDAY', 'same-day-delivery', offered.pricing.price.amount]]);
    addsUp(placed.cart);

    const read = (await s.call('GET', `/orders/${placed.id}`)).json().result as Order;
    expect(shippingLines(read.cart)).toEqual([['SAMEDAY', 'same-day-delivery', 4900]]);
    const fulfillment = (await s.call('GET', `/orders/${placed.id}/fulfillment`)).json().result;
    expect(fulfillment.lines.map((l: { shipping: unknown }) => l.shipping)).toEqual([{ from: 0, to: 0, estimate: 'Today' }]);

    const row = (await findOrderForEmail(t.db, 'nestwood', placed.id))!;
    const details = await orderConfirmationDetails(t.db, BRANDS.nestwood, row, DEFAULT_STOREFRONT_ORIGIN);
    expect(details.delivery).toEqual({ title: 'Same-day delivery', estimate: 'Today' });
    const email = await renderOrderConfirmation({ brand: BRANDS.nestwood, order: { ...row, currency: 'USD' }, details });
    expect(email.text).toContain('Delivery: Same-day delivery, arriving Today');
    expect(email.text).toMatch(/Same-day delivery\s+\$49\.00/);
  });

  it.each([
    [
      'placed at 12:00 EDT, after the cut-off',
      nyOrder(),
      MONDAY_12_00_EDT,
      `${CLOSED_NYC} Please choose another delivery option.`,
    ],
    [
      'shipped to a ZIP outside the zone',
      nyOrder({
        shippingDetails: address({}, { zip: '30305', city: 'Atlanta', state: 'GA' }),
        billingDetails: address({}, { zip: '30305', city: 'Atlanta', state: 'GA' }),
      }),
      MONDAY_11_59_EDT,
      'Same-day delivery does not reach 30305. Please choose another delivery option.',
    ],
  ])('%s: a 400 that says why and what to do; no order, the cart unchanged', async (_case, body, now, message) => {
    at(MONDAY_11_00_EDT);
    const s = await cartTo('10012');
    const chosen = s.cart(await s.call('PUT', '/carts/my/delivery-option', { name: 'same-day-delivery' }));
    at(now);
    const res = await s.call('POST', '/orders', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST', message, reason: 'same-day-unavailable' });
    // Nothing was written: the cart is still the Manhattan one (its region) the shopper chose for.
    at(MONDAY_11_00_EDT);
    const after = s.cart(await s.call('GET', '/carts/my'));
    expect(after.id).toBe(chosen.id);
    expect(after.region).toEqual(chosen.region);
    expect(after.deliveryOption?.name).toBe('same-day-delivery');
  });
});
