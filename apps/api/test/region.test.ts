import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { deliveryCatalog, line } from './support/delivery-catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { nestwood: deliveryCatalog(), 'nestwood-ca': deliveryCatalog('CAD') } });
});
afterAll(() => t.close());

const address = (over: Record<string, string>) => ({
  country: 'US',
  state: 'NY',
  zip: '10001',
  city: 'New York',
  street: '350 5th Ave',
  ...over,
});

describe('POST /addresses/validate', () => {
  it.each([
    ['a ZIP of its state', {}, 'New York', 'NY'],
    ['the state by name and the city in any case', { state: 'new york', city: 'NEW YORK' }, 'New York', 'NY'],
    ["'St' for 'Saint' and punctuation", { state: 'MO', zip: '63101', city: 'St. Louis' }, 'Saint Louis', 'MO'],
    ['a neighbouring post town of the ZIP', { state: 'CA', zip: '90028', city: 'West Hollywood' }, 'West Hollywood', 'CA'],
    ['a ZIP+4', { zip: '10001-1234' }, 'New York', 'NY'],
    ['Alaska (open for ground shipping)', { state: 'AK', zip: '99501', city: 'Anchorage' }, 'Anchorage', 'AK'],
  ])('%s -> 200 valid', async (_label, over, city, state) => {
    const res = await shopper(t.app).call('POST', '/addresses/validate', address(over));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', result: { valid: true, city, state } });
  });

  it.each([
    ['a ZIP outside the state', { state: 'NJ' }, '10001 is not used within state NJ', 'zip-mismatch'],
    ['a ZIP the data does not know', { zip: '00000' }, '00000 is not used within state NY', 'zip-mismatch'],
    ['Puerto Rico (a US territory)', { state: 'PR', zip: '00901', city: 'San Juan' }, 'Blacklisted', 'region-blocked'],
    ['a Puerto Rico ZIP given with another state', { zip: '00901', city: 'San Juan' }, 'Blacklisted', 'region-blocked'],
    ['military post AE', { state: 'AE', zip: '09001', city: 'APO' }, 'Blacklisted', 'region-blocked'],
    ['an FPO city', { city: 'FPO' }, 'Blacklisted', 'region-blocked'],
    ['a city not of the ZIP', { city: 'Buffalo' }, 'Please enter the correct city name', 'wrong-city'],
  ])('%s -> 412 with its typed reason', async (_label, over, text, reason) => {
    const res = await shopper(t.app).call('POST', '/addresses/validate', address(over));
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({ status: 'error', code: 'PRECONDITION_FAILED', reason });
    expect(res.json().message).toContain(text);
  });

  it('the error envelope carries the reason beside the unchanged message', async () => {
    const res = await shopper(t.app).call('POST', '/addresses/validate', address({ state: 'NJ' }));
    expect(res.json()).toEqual({
      status: 'error',
      code: 'PRECONDITION_FAILED',
      message: '10001 is not used within state NJ',
      reason: 'zip-mismatch',
    });
  });

  it.each([
    ['a malformed ZIP', { zip: '1234' }, 'Please enter a valid zip code'],
    ['an unknown state', { state: 'Atlantis' }, 'Please select a state'],
  ])('%s -> 400', async (_label, over, message) => {
    const res = await shopper(t.app).call('POST', '/addresses/validate', address(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    // A failure no caller needs to tell apart carries no reason.
    expect(res.json()).not.toHaveProperty('reason');
  });

  it('refuses unknown fields (strict body)', async () => {
    const res = await shopper(t.app).call('POST', '/addresses/validate', { ...address({}), price: 1 });
    expect(res.statusCode).toBe(400);
  });

  it('Canadian store: the postal code must lie in the province', async () => {
    const s = shopper(t.app, 'nestwood-ca');
    const ok = await s.call(
      'POST',
      '/addresses/validate',
      address({ country: 'CA', state: 'ON', zip: 'K1A 0B1', city: 'Ottawa' }),
    );
    expect(ok.json().result).toEqual({ valid: true, city: 'Ottawa', state: 'ON' });
    const bad = await s.call(
      'POST',
      '/addresses/validate',
      address({ country: 'CA', state: 'QC', zip: 'K1A0B1', city: 'Ottawa' }),
    );
    expect(bad.statusCode).toBe(412);
    expect(bad.json().message).toBe('K1A 0B1 is not used within state QC');
  });

  it('is rate limited per session: the 61st check in 10 minutes is a 429', async () => {
    const s = shopper(t.app);
    for (let i = 0; i < 60; i++) expect((await s.call('POST', '/addresses/validate', address({}))).statusCode).toBe(200);
    const res = await s.call('POST', '/addresses/validate', address({}));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('region set: PUT /carts/region and PUT /carts/my/region/new', () => {
  const region = (over: Record<string, string>) => ({
    country: 'US',
    state: 'NY',
    zip: '10001',
    city: 'New York',
    line1: '350 5th Ave',
    line2: '',
    billingCountry: 'US',
    billingState: 'NY',
    exemptionType: 'other',
    ...over,
  });

  it('a valid region object sets the region and the tax extra (New York City 8.875%)', async () => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    const cart = s.cart(await s.call('PUT', '/carts/region', { region: region({}) }));
    expect(cart.region).toEqual({ country: 'US', state: 'NY', zip: '10001' });
    expect(cart.extras.find((e) => e.kind === 'tax')?.pricing.price.amount).toBe(8875);
  });

  it.each([
    ['a ZIP outside the state', { state: 'NJ', billingState: 'NJ' }, 'is not used within state', 'zip-mismatch'],
    ['a blocked territory', { state: 'GU', zip: '96910', city: 'Hagatna' }, 'Blacklisted', 'region-blocked'],
    ['a blocked military city', { city: 'APO' }, 'Blacklisted', 'region-blocked'],
    ['a wrong city', { city: 'Albany' }, 'Please enter the correct city name', 'wrong-city'],
  ])('%s: 412 with its reason and the cart keeps its region', async (_label, over, text, reason) => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    await s.call('PUT', '/carts/region', { region: region({}) });
    const res = await s.call('PUT', '/carts/region', { region: region(over) });
    expect(res.statusCode).toBe(412);
    expect(res.json().message).toContain(text);
    expect(res.json().reason).toBe(reason);
    expect(s.cart(await s.call('GET', '/carts/my')).region).toEqual({ country: 'US', state: 'NY', zip: '10001' });
  });

  it.each([
    [
      'a ZIP outside the state',
      { country: 'US', state: 'CA', zip: '10001' },
      '10001 is not used within state CA',
      'zip-mismatch',
    ],
    ['a blocked state without a ZIP', { country: 'US', state: 'PR' }, 'Blacklisted', 'region-blocked'],
  ])('PUT /carts/my/region/new: %s -> 412 with its reason', async (_label, shippingRegion, text, reason) => {
    const res = await shopper(t.app).call('PUT', '/carts/my/region/new', { shippingRegion });
    expect(res.statusCode).toBe(412);
    expect(res.json().message).toContain(text);
    expect(res.json().reason).toBe(reason);
  });

  it('exemptionType other than "other" is a 400', async () => {
    const res = await shopper(t.app).call('PUT', '/carts/region', { region: region({ exemptionType: 'resale' }) });
    expect(res.statusCode).toBe(400);
  });
});
