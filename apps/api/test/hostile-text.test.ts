import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';
import { createStoreApp, mattress } from './support/test-store';

/**
 * A NUL byte, a control character or an unpaired surrogate in an id or text field is refused with a
 * 400 and the error envelope (it used to reach the database and answer 500); a zip is checked against its country.
 */
let t: TestApp;
let s: Shopper;
let lineId: string;
beforeAll(async () => {
  t = await createStoreApp();
  s = shopper(t.app);
  lineId = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] })).items[0]!.itemIdentifier;
});
afterAll(() => t.close());

const quote = (productID: string) =>
  `/carts/quote?carts=${encodeURIComponent(Buffer.from(JSON.stringify({ items: [{ productID, quantity: 1, properties: [] }] })).toString('base64'))}`;

const HOSTILE = ['\u0000', 'luxe\u0000', '\u0007', '\ud800', 'a\udfffb'];

async function expectRefused(res: Awaited<ReturnType<Shopper['call']>>) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST', message: expect.any(String) });
}

describe('control characters and lone surrogates are refused with a 400', () => {
  // Percent-escapes as a client sends them: NUL, a control, DEL, C1, and a lone surrogate in CESU-8 bytes.
  it.each(['%00', 'luxe%00', '%07', '%7F', '%C2%85', '%ED%A0%80'])('GET /products/%s', async (id) => {
    await expectRefused(await s.call('GET', `/products/${id}`));
  });

  it.each(HOSTILE)('a productID of %j in POST /carts/my/items', async (productID) => {
    await expectRefused(await s.call('POST', '/carts/my/items', { items: [{ productID, quantity: 1, properties: [] }] }));
  });

  it.each(HOSTILE)('a productID of %j in PUT /carts/my/items/{id}/', async (productID) => {
    await expectRefused(await s.call('PUT', `/carts/my/items/${lineId}/`, { productID, quantity: 1, properties: [] }));
  });

  it.each(HOSTILE)('a property value or forItem of %j', async (value) => {
    await expectRefused(
      await s.call('POST', '/carts/my/items', { items: [{ ...mattress(), properties: [{ name: 'Size', value }] }] }),
    );
    await expectRefused(await s.call('POST', '/carts/my/items', { items: [{ ...mattress(), forItem: value }] }));
  });

  it.each(HOSTILE)('a productID of %j in a quote', async (productID) => {
    await expectRefused(await s.call('GET', quote(productID)));
  });

  it.each(HOSTILE)('a coupon code of %j', async (couponCode) => {
    const res = await s.call('PUT', '/carts/my/coupon', { couponCode });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error' });
  });

  it.each(HOSTILE)('a zip of %j in both region calls', async (zip) => {
    await expectRefused(await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', state: 'TX', zip } }));
    await expectRefused(await s.call('PUT', '/carts/region', { region: { country: 'US', state: 'TX', zip } }));
  });

  it.each(HOSTILE)('a state of %j', async (state) => {
    await expectRefused(await s.call('PUT', '/carts/region', { region: { country: 'US', state, zip: '73301' } }));
  });

  it('a refused line changes nothing', async () => {
    await s.call('POST', '/carts/my/items', { items: [{ productID: '\u0000', quantity: 1, properties: [] }] });
    expect(s.cart(await s.call('GET', '/carts/my')).items).toHaveLength(1);
  });
});

describe('a zip is checked against its country format', () => {
  it.each(['1234', '123456', 'ABCDE', '12345-12', 'K1A 0B1'])('a US zip of %j is refused', async (zip) => {
    const res = await s.call('PUT', '/carts/region', { region: { country: 'US', state: 'TX', zip } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message: 'Please enter a valid zip code' });
  });

  it.each(['73301', '73301-1234'])('a US zip of %j is kept', async (zip) => {
    const res = await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', state: 'TX', zip } });
    expect(s.cart(res).region).toEqual({ country: 'US', state: 'TX', zip });
  });

  it('a Canadian zip on the Canadian brand takes A1A 1A1 with or without the space', async () => {
    const c = shopper(t.app, 'nestwood-ca');
    for (const zip of ['K1A 0B1', 'k1a0b1']) {
      const res = await c.call('PUT', '/carts/region', { region: { country: 'CA', state: 'ON', zip } });
      expect(res.statusCode).toBe(200);
    }
    const bad = await c.call('PUT', '/carts/region', { region: { country: 'CA', state: 'ON', zip: '12345' } });
    expect(bad.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message: 'Please enter a valid zip code' });
  });
});
