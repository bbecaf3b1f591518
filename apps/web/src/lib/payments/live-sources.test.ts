import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../security-headers';
import { braintreeSources, livePaymentSources, sourcesOf, stripeSources } from './live-sources';
import type { StorefrontPayments } from './storefront-providers';

const card = { publishableKey: 'pk_live_x', scriptUrl: 'https://js.stripe.com/v3/' };
const paypal = { scriptBase: 'https://js.braintreegateway.com/web/3.111.0/js/' };

const HEAD = "default-src 'self'; script-src 'self' 'nonce-n' 'strict-dynamic'";
const TAIL = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";
const STYLES = "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'";

/**
 * The checkout pages' CSP, derived from the manifests' origins, is the very string the storefront sent when Stripe's
 * and Braintree's origins were written in security-headers.ts (the expected values are those strings, by hand).
 */
describe('the checkout CSP of each payments mode, read from the manifests, is unchanged', () => {
  it.each<[string, StorefrontPayments, string]>([
    [
      'sandbox: nothing beyond the storefront',
      { paymentsMode: 'sandbox', liveCard: null, livePaypal: null },
      `${HEAD}; ${STYLES}; connect-src 'self'; frame-src 'self'; ${TAIL}`,
    ],
    [
      'live, no live piece: nothing beyond the storefront',
      { paymentsMode: 'live', liveCard: null, livePaypal: null },
      `${HEAD}; ${STYLES}; connect-src 'self'; frame-src 'self'; ${TAIL}`,
    ],
    [
      'live card only (Stripe.js)',
      { paymentsMode: 'live', liveCard: card, livePaypal: null },
      `${HEAD} https://js.stripe.com; ${STYLES}; connect-src 'self' https://api.stripe.com; frame-src 'self' https://js.stripe.com https://hooks.stripe.com; ${TAIL}`,
    ],
    [
      'live PayPal only (Braintree)',
      { paymentsMode: 'live', liveCard: null, livePaypal: paypal },
      `${HEAD} https://js.braintreegateway.com https://www.paypal.com https://www.paypalobjects.com; ${STYLES}; connect-src 'self' https://api.braintreegateway.com https://client-analytics.braintreegateway.com https://*.braintree-api.com https://*.paypal.com; frame-src 'self' https://assets.braintreegateway.com https://*.paypal.com; ${TAIL}`,
    ],
    [
      'live card and PayPal: Stripe first, each origin once',
      { paymentsMode: 'live', liveCard: card, livePaypal: paypal },
      `${HEAD} https://js.stripe.com https://js.braintreegateway.com https://www.paypal.com https://www.paypalobjects.com; ${STYLES}; connect-src 'self' https://api.stripe.com https://api.braintreegateway.com https://client-analytics.braintreegateway.com https://*.braintree-api.com https://*.paypal.com; frame-src 'self' https://js.stripe.com https://hooks.stripe.com https://assets.braintreegateway.com https://*.paypal.com; ${TAIL}`,
    ],
  ])('%s', (_name, payments, expected) => {
    expect(contentSecurityPolicy({ isDev: false, nonce: 'n', payments: livePaymentSources(payments) })).toBe(expected);
  });

  it('the script origin is the configured script URL’s (a local double in tests)', () => {
    expect(
      livePaymentSources({
        paymentsMode: 'live',
        liveCard: { ...card, scriptUrl: 'http://127.0.0.1:4999/v3/' },
        livePaypal: null,
      }),
    ).toEqual({
      script: ['http://127.0.0.1:4999'],
      frame: ['http://127.0.0.1:4999', 'https://hooks.stripe.com'],
      connect: ['https://api.stripe.com'],
    });
    expect(stripeSources('http://127.0.0.1:4999/v3/').script).toEqual(['http://127.0.0.1:4999']);
    expect(braintreeSources('http://127.0.0.1:9/bt/').script[0]).toBe('http://127.0.0.1:9');
    expect(sourcesOf({ connect: ['https://api.example'] }, 'https://js.example/x.js')).toEqual({
      script: [],
      frame: [],
      connect: ['https://api.example'],
    });
  });
});
