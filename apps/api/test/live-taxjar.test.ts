import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Cart, TaxRequest } from '@store/core';
import { sandboxTaxProvider } from '../src/tax/sandbox-tax';
import { taxjarTaxProvider } from '../src/tax/taxjar-tax';
import { taxProviderFromEnv } from '../src/tax/tax-from-env';
import { parseEnv } from '../src/env';
import { createTestApp, type TestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { deliveryCatalog, line } from './support/delivery-catalog';
import { address, orderBody } from './support/orders';
import { startTaxjarDouble } from './support/taxjar-double';

/**
 * Live tax, contract tests: the TaxJar adapter drives the official `taxjar` SDK against a local double of TaxJar's
 * REST API (test/support/taxjar-double.ts), so what is tested is the SDK's real request and the answer's parsing.
 */
const double = startTaxjarDouble();
let apiUrl: string;
let errors: unknown[];
let t: TestApp;

const provider = (apiKey = 'taxjar_test_token', timeoutMs?: number) =>
  taxjarTaxProvider({ apiKey, apiUrl, timeoutMs, fallback: sandboxTaxProvider(), onError: (e) => errors.push(e) });

const austin = (amount: number, over: Partial<TaxRequest> = {}): TaxRequest => ({
  country: 'US',
  state: 'TX',
  zip: '78701',
  currency: 'USD',
  lines: [{ id: 'l1', quantity: 1, amount }],
  shipping: 0,
  ...over,
});

beforeAll(async () => {
  apiUrl = await double.listen();
  t = await createTestApp({ seed: { nestwood: deliveryCatalog() }, tax: provider() });
});
afterAll(async () => {
  await t.close();
  await double.close();
});
beforeEach(() => {
  errors = [];
  double.setMode('up');
});

describe('TaxJar (TAX_PROVIDER=taxjar) through the official SDK', () => {
  it('sends the destination and each line in dollars with the bearer key; the breakdown becomes named parts in cents', async () => {
    const quote = await provider().quote(
      austin(0, {
        lines: [
          { id: 'a', quantity: 2, amount: 90_000 },
          { id: 'b', quantity: 1, amount: 10_000 },
        ],
        shipping: 500,
        city: 'Austin',
      }),
    );
    expect(double.requests.at(-1)).toEqual({
      path: '/v2/taxes',
      authorization: 'Bearer taxjar_test_token',
      body: {
        to_country: 'US',
        to_state: 'TX',
        to_zip: '78701',
        to_city: 'Austin',
        amount: 1000,
        shipping: 5,
        line_items: [
          { id: 'a', quantity: 1, unit_price: 900 },
          { id: 'b', quantity: 1, unit_price: 100 },
        ],
      },
    });
    expect(quote).toEqual({
      amount: 8250,
      parts: [
        { name: 'TX state', bps: 625, amount: 6250 },
        { name: 'Austin city', bps: 100, amount: 1000 },
        { name: 'Special district', bps: 100, amount: 1000 },
      ],
      estimate: false,
    });
  });

  it("the parts add up to TaxJar's amount_to_collect: the cent their own rounding loses goes to the largest part", async () => {
    // $974.25: state 60.89 + city 9.74 + district 9.74 = 80.37; TaxJar collects 80.38.
    const quote = await provider().quote(austin(97_425, { zip: '78702' }));
    expect(quote.amount).toBe(8038);
    expect(quote.parts.map((p) => p.amount)).toEqual([6090, 974, 974]);
  });

  it('Canada: GST and PST', async () => {
    const quote = await provider().quote(austin(100_000, { country: 'CA', state: 'BC', zip: 'V6B 1A1', currency: 'CAD' }));
    expect(quote).toEqual({
      amount: 12_000,
      parts: [
        { name: 'GST', bps: 500, amount: 5000 },
        { name: 'PST', bps: 700, amount: 7000 },
      ],
      estimate: false,
    });
  });

  it('no nexus in the state: no tax', async () =>
    expect(await provider().quote(austin(100_000, { state: 'OR', zip: '97201' }))).toEqual({
      amount: 0,
      parts: [],
      estimate: false,
    }));

  it('the same cart at the same address is asked once (kept 10 minutes)', async () => {
    const once = provider();
    const before = double.requests.length;
    await once.quote(austin(12_345));
    await once.quote(austin(12_345));
    expect(double.requests.length - before).toBe(1);
  });

  it.each([
    ['a wrong key (401)', () => provider('wrong_token')],
    ['TaxJar down (500)', () => (double.setMode('down'), provider())],
    ['TaxJar slower than the timeout', () => (double.setMode('slow'), provider('taxjar_test_token', 100))],
  ])('%s: the sandbox table answers, labelled as an estimate, and the failure is reported', async (_label, make) => {
    const quote = await make().quote(austin(100_000));
    expect(quote).toEqual({
      amount: 8250,
      parts: [
        { name: 'TX state', bps: 625, amount: 6250 },
        { name: 'Austin local', bps: 200, amount: 2000 },
      ],
      estimate: true,
    });
    expect(errors).toHaveLength(1);
  });
});

describe('the store with TaxJar: the cart and the order carry its quote', () => {
  const tax = (cart: Cart) => cart.extras.find((e) => e.kind === 'tax');

  it('PUT /carts/my/region/new prices the tax through TaxJar; POST /orders freezes it', async () => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [line('test-mattress')] });
    const before = s.cart(await s.call('GET', '/carts/my'));
    expect(before.taxStatus).toBe('at-checkout');
    const cart = s.cart(
      await s.call('PUT', '/carts/my/region/new', { shippingRegion: { country: 'US', state: 'TX', zip: '78701' } }),
    );
    expect(tax(cart)).toMatchObject({
      title: 'Tax (TX state 6.25% + Austin city 1% + Special district 1%)',
      pricing: { price: { amount: 8250 } },
    });
    expect(cart.taxStatus).toBe('quoted');
    expect(cart.totalPrice.amount).toBe(108_250);
    const where = address({}, { line1: '100 Congress Ave', zip: '78701', city: 'Austin', state: 'TX' });
    const res = await s.call('POST', '/orders', orderBody('nestwood', { shippingDetails: where, billingDetails: where }));
    expect(res.statusCode).toBe(200);
    expect(res.json().result.cart.totalPrice.amount).toBe(108_250);
  });
});

describe('TAX_PROVIDER from env', () => {
  it('sandbox by default', () => expect(parseEnv({}).TAX_PROVIDER).toBe('sandbox'));

  it.each([
    [{ TAX_PROVIDER: 'taxjar' }, 'TAXJAR_API_KEY: is required with TAX_PROVIDER=taxjar'],
    [{ TAXJAR_API_KEY: 'key' }, 'TAX_PROVIDER: must be taxjar when TAXJAR_API_KEY or TAXJAR_API_URL is set'],
    [{ TAX_PROVIDER: 'sandbox', TAXJAR_API_URL: 'http://127.0.0.1:9' }, 'TAX_PROVIDER: must be taxjar'],
    [{ TAX_PROVIDER: 'avalara' }, 'TAX_PROVIDER'],
  ])('half-configured %j stops the start: %s', (env, message) => expect(() => parseEnv(env)).toThrow(message));

  it.each([
    [{ TAX_PROVIDER: 'sandbox' as const }, 'sandbox'],
    [{ TAX_PROVIDER: 'taxjar' as const, TAXJAR_API_KEY: 'key' }, 'taxjar'],
  ])('%j -> %s', (env, name) => expect(taxProviderFromEnv(env, () => undefined).name).toBe(name));
});
