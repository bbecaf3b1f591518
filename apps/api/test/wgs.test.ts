import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { deliveryCatalog, line } from './support/delivery-catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { nestwood: deliveryCatalog() } });
});
afterAll(() => t.close());

describe('GET /orders/wgs?dd&state: white glove prices of the session cart', () => {
  it.each([
    ['an empty cart', [], 0, 0],
    ['one mattress: $149', [line('test-mattress')], 14_900, 14_900],
    ['two mattresses: $149 + $45', [line('test-mattress', 2)], 19_400, 19_400],
    ['a mattress and two pillows: soft goods are free', [line('test-mattress'), line('test-pillow', 2)], 23_900, 14_900],
  ])('%s', async (_label, items, basePrice, discountedPrice) => {
    const s = shopper(t.app);
    if (items.length > 0) await s.call('POST', '/carts/my/items', { items });
    const res = await s.call('GET', '/orders/wgs?dd=device-1&state=NY');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', result: { wgsAvailable: true, basePrice, discountedPrice, message: null } });
  });

  it.each([
    ['Hawaii', 'HI', false],
    ['Alaska by name', 'Alaska', false],
    ['California', 'CA', true],
    ['an unknown state', 'Atlantis', false],
  ])('per-state availability: %s', async (_label, state, available) => {
    const res = await shopper(t.app).call('GET', `/orders/wgs?dd=d&state=${encodeURIComponent(state)}`);
    expect(res.json().result.wgsAvailable).toBe(available);
  });

  it("a cart with white glove in a state without it says 'WGS is not available for this state.'", async () => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress'), line('mattress-white-glove')] });
    const res = await s.call('GET', '/orders/wgs?state=HI');
    expect(res.json().result).toMatchObject({ wgsAvailable: false, message: 'WGS is not available for this state.' });
  });

  it("without a state it reads the cart's shipping state", async () => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', state: 'HI' } });
    expect((await s.call('GET', '/orders/wgs')).json().result.wgsAvailable).toBe(false);
  });

  it.each([
    ['nestwood', { firstItem: 14_900, extraItem: 4_500, unavailableStates: ['AK', 'HI'] }, ['CA', 'RI', 'CT']],
    ['nestwood-ca', { firstItem: 14_900, extraItem: 4_500, unavailableStates: ['NT', 'NU', 'YT'] }, []],
  ])(
    'fee schedule for the /white-glove-service page (%s): $149 first item, $45 each extra, removal states',
    async (brand, fees, states) => {
      const res = await shopper(t.app, brand).call('GET', '/orders/wgs');
      expect(res.json().result.fees).toMatchObject(fees);
      expect(res.json().result.fees.removalFeeStates.map((s: { state: string }) => s.state)).toEqual(states);
    },
  );

  it('refuses control characters in the query', async () => {
    const res = await shopper(t.app).call('GET', '/orders/wgs?state=%00');
    expect(res.statusCode).toBe(400);
  });
});
