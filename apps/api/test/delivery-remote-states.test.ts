import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';
import { deliveryCatalog, line } from './support/delivery-catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { nestwood: deliveryCatalog() } });
});
afterAll(() => t.close());

async function cartIn(state: string, zip?: string): Promise<Shopper> {
  const s = shopper(t.app);
  await s.call('POST', '/carts/my/items', { items: [line('test-mattress', 2)] });
  await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', state, ...(zip ? { zip } : {}) } });
  return s;
}

describe('Alaska and Hawaii: the delivery options they really have', () => {
  it.each([
    [
      'AK',
      '99501',
      // The mattress ships in 1 - 3 business days; freight adds 5 - 11.
      'Ships to Alaska by air and ocean freight in 6 - 14 business days.',
    ],
    ['HI', '96813', 'Ships to Hawaii by ocean freight in 6 - 14 business days.'],
  ])('%s %s: standard shipping by freight, days longer, no white glove', async (state, zip, description) => {
    const s = await cartIn(state, zip);
    const { result } = (await s.call('GET', '/carts/my/delivery-options')).json();
    expect(result.options).toEqual([
      {
        name: 'standard-shipping',
        title: 'Standard shipping',
        description,
        details: 'We email a tracking link as soon as your order ships.',
        pricing: { price: { amount: 0 }, label: 'Free shipping' },
        isDefault: true,
      },
    ]);
  });

  it('a white glove choice is refused there (412) and the cart keeps standard shipping', async () => {
    const s = await cartIn('HI', '96813');
    const res = await s.call('PUT', '/carts/my/delivery-option', { name: 'mattress-white-glove' });
    expect(res.statusCode).toBe(412);
    expect(res.json().message).toBe('WGS is not available for this state.');
    expect(s.cart(await s.call('GET', '/carts/my')).deliveryOption).toEqual({
      name: 'standard-shipping',
      withMattressRemoval: false,
    });
  });

  it('the contiguous states keep the brand window and white glove', async () => {
    const s = await cartIn('NY', '10001');
    const { result } = (await s.call('GET', '/carts/my/delivery-options')).json();
    expect(result.options.map((o: { name: string }) => o.name)).toEqual(['standard-shipping', 'mattress-white-glove']);
    expect(result.options[0].description).toBe('Ships by ground carrier in 1 - 3 business days.');
  });
});

describe('the address checks refuse a ZIP no post office uses', () => {
  it('POST /addresses/validate: 99999 in Texas -> 412 zip-mismatch', async () => {
    const res = await shopper(t.app).call('POST', '/addresses/validate', {
      country: 'US',
      state: 'TX',
      zip: '99999',
      city: 'qwerty',
      street: 'asdf',
    });
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({ message: '99999 is not used within state TX', reason: 'zip-mismatch' });
  });

  it('PUT /carts/region: 99999 in Texas -> 412 and the cart keeps no region', async () => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    const res = await s.call('PUT', '/carts/region', {
      region: { country: 'US', state: 'TX', zip: '99999', city: 'qwerty', line1: 'asdf' },
    });
    expect(res.statusCode).toBe(412);
    expect(s.cart(await s.call('GET', '/carts/my')).region).toBeNull();
  });
});
