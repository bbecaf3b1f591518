import { describe, expect, it } from 'vitest';
import { BRANDS } from '@store/core';
import type { PaymentProviderAdapter } from '../src/payments/provider';
import { createPaymentProviders } from '../src/payments/registry';
import { useTestApp } from './support/test-app';

/** A live adapter that is never called here: GET /payments/providers only reads which adapters exist. */
const uncalled = (name: string): PaymentProviderAdapter => {
  const fail = () => Promise.reject(new Error(`${name} must not be called`));
  return { name, charge: fail, confirm: fail, retrieve: fail, void: fail, refund: fail, retrieveRefund: fail };
};

const sandbox = useTestApp();
const live = useTestApp({
  payments: (db) =>
    createPaymentProviders({
      db,
      now: () => new Date(),
      // What liveProvidersFromEnv builds with Stripe and Braintree keys: the card providers and PayPal (Credit).
      live: {
        stripeDirect: uncalled('stripeDirect'),
        stripeCanada: uncalled('stripeCanada'),
        paypal: uncalled('paypal'),
        paypalCredit: uncalled('paypalCredit'),
      },
    }),
});

const providersOf = async (t: typeof sandbox, brand: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/payments/providers', headers: { 'x-brand': brand } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { status: string; result: { providers: string[] } }).result.providers;
};

describe('GET /payments/providers: the brand’s providers the API can charge', () => {
  it('sandbox mode: every provider the brand enables, in registry order', async () => {
    expect(await providersOf(sandbox, 'nestwood')).toEqual(BRANDS.nestwood.paymentProviders);
    expect(await providersOf(sandbox, 'nestwood-ca')).toEqual(BRANDS['nestwood-ca'].paymentProviders);
  });

  it('live mode: only the brand’s providers with a live adapter (Affirm, Link, Splitit... are not offered)', async () => {
    expect(await providersOf(live, 'nestwood')).toEqual(['stripeDirect', 'paypal', 'paypalCredit']);
    expect(await providersOf(live, 'nestwood-ca')).toEqual(['stripeCanada', 'paypal']);
  });

  it('an unknown brand is refused as on every brand route, nothing answered', async () => {
    const res = await live.app.inject({ method: 'GET', url: '/payments/providers', headers: { 'x-brand': 'nobrand' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'UNKNOWN_BRAND' });
  });
});
