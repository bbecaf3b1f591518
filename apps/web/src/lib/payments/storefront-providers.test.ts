import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '@store/core/enums';
import { storefrontProviders, type StorefrontPayments } from './storefront-providers';

const ENABLED: PaymentProvider[] = [
  'stripeDirect',
  'link',
  'bank',
  'paypal',
  'paypalCredit',
  'braintree',
  'affirm',
  'afterPay',
  'splitIt',
  'amazonPay',
  'acima',
  'truemed',
  'googlepay',
  'applepay',
  'stripePaymentRequest',
];

const card = { publishableKey: 'pk_test_x', scriptUrl: 'https://js.stripe.com/v3/' };
const paypal = { scriptBase: 'https://js.braintreegateway.com/web/3.111.0/js/' };

describe('the providers a storefront offers, by payments mode and live client pieces', () => {
  it.each<[string, StorefrontPayments, PaymentProvider[]]>([
    ['sandbox: every enabled provider', { paymentsMode: 'sandbox', liveCard: null, livePaypal: null }, ENABLED],
    [
      'live with Stripe.js and Braintree: the card and PayPal only',
      { paymentsMode: 'live', liveCard: card, livePaypal: paypal },
      ['stripeDirect', 'paypal', 'paypalCredit', 'braintree'],
    ],
    [
      'live without a Stripe publishable key: no card (the sandbox card field is never shown live)',
      { paymentsMode: 'live', liveCard: null, livePaypal: paypal },
      ['paypal', 'paypalCredit', 'braintree'],
    ],
    ['live with neither piece: nothing', { paymentsMode: 'live', liveCard: null, livePaypal: null }, []],
  ])('%s', (_name, payments, expected) => {
    expect(storefrontProviders(ENABLED, payments)).toEqual(expected);
  });

  it('live mode never offers the Canada card without Stripe.js, and keeps the registry order', () => {
    const enabled: PaymentProvider[] = ['paypal', 'stripeCanada', 'amazonPay', 'paypalCredit'];
    expect(storefrontProviders(enabled, { paymentsMode: 'live', liveCard: card, livePaypal: paypal })).toEqual([
      'paypal',
      'stripeCanada',
      'paypalCredit',
    ]);
    expect(storefrontProviders(enabled, { paymentsMode: 'live', liveCard: null, livePaypal: paypal })).toEqual([
      'paypal',
      'paypalCredit',
    ]);
  });
});
