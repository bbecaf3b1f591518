import { describe, expect, it } from 'vitest';
import { PROVIDER_RETURN_MARKERS, EXPRESS_PROVIDERS } from '../checkout/navigation';
import { STRIPE_CARD_PROVIDERS } from '../channels/channel-payments';
import { EXPRESS_BUTTON_LABELS, EXPRESS_WALLETS } from './express-wallets';
import { LEASE_PROVIDERS } from './instalment-triggers';
import {
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDERS,
  PROVIDER_API_SEGMENTS,
  PROVIDER_MANIFESTS,
  providerFolder,
  RETURN_MARKERS,
  VIA_BRAINTREE,
} from './provider-manifests';
import { PROVIDER_FLOWS, readReturn } from './provider-flows';
import { PROVIDER_DECLINED_MESSAGES } from './redirect-rules';

/** The table of flows as it was written by hand before it was read from the manifests. */
const FLOWS_BEFORE = {
  stripeDirect: { flow: 'card', returnMarker: 'payment_intent', express: false },
  stripeCanada: { flow: 'card', returnMarker: 'payment_intent', express: false },
  bank: { flow: 'redirect', returnMarker: 'payment_intent', express: false },
  link: { flow: 'redirect', returnMarker: 'payment_intent', express: true, holdsBillingDetails: true },
  splitIt: { flow: 'redirect', returnMarker: 'payment_intent', express: false },
  truemed: { flow: 'redirect', returnMarker: 'truemedSessionId', express: false },
  affirm: { flow: 'redirect', returnMarker: 'payment_intent', express: false },
  acima: { flow: 'redirect', returnMarker: 'payment_intent', express: false },
  afterPay: { flow: 'redirect', returnMarker: 'orderToken', express: false },
  paypal: { flow: 'braintree', returnMarker: 'payment_intent', express: false },
  paypalCredit: { flow: 'braintree', returnMarker: 'payment_intent', express: false },
  braintree: { flow: 'braintree', returnMarker: 'payment_intent', express: false },
  amazonPay: { flow: 'wallet', returnMarker: 'amazonCheckoutSessionId', express: true, holdsBillingDetails: true },
  googlepay: { flow: 'express', returnMarker: 'payment_intent', express: true, holdsBillingDetails: true },
  applepay: { flow: 'express', returnMarker: 'payment_intent', express: true, holdsBillingDetails: true },
  stripePaymentRequest: { flow: 'express', returnMarker: 'payment_intent', express: true, holdsBillingDetails: true },
};

describe('the lists of providers are read from the manifests, unchanged', () => {
  it('names, in registry order', () => {
    expect(PAYMENT_PROVIDERS).toEqual([
      'bank',
      'link',
      'splitIt',
      'truemed',
      'affirm',
      'acima',
      'afterPay',
      'paypalCredit',
      'amazonPay',
      'paypal',
      'stripePaymentRequest',
      'googlepay',
      'applepay',
      'stripeDirect',
      'stripeCanada',
      'braintree',
    ]);
  });

  it.each(Object.entries(FLOWS_BEFORE))('%s: the flow of the hand-written table', (provider, flow) => {
    expect(PROVIDER_FLOWS[provider as keyof typeof FLOWS_BEFORE]).toEqual(flow);
  });

  it('labels', () => {
    expect(PAYMENT_PROVIDER_LABELS).toEqual({
      stripeDirect: 'Card',
      stripeCanada: 'Card',
      bank: 'Bank',
      link: 'Link',
      affirm: 'Affirm',
      acima: 'Acima',
      splitIt: 'SplitIt',
      amazonPay: 'Amazon Pay',
      afterPay: 'After Pay',
      paypal: 'PayPal',
      paypalCredit: 'PayPal Credit',
      truemed: 'Truemed',
      stripePaymentRequest: 'Wallet',
      googlepay: 'Google Pay',
      applepay: 'Apple Pay',
      braintree: 'Braintree',
    });
  });

  it.each([
    [
      'return markers read, in order',
      RETURN_MARKERS,
      ['payment_intent', 'truemedSessionId', 'orderToken', 'amazonCheckoutSessionId'],
    ],
    [
      'markers of a return (any order)',
      [...PROVIDER_RETURN_MARKERS].sort(),
      ['amazonCheckoutSessionId', 'orderId', 'orderToken', 'payment_intent', 'payment_intent_client_secret', 'truemedSessionId'],
    ],
    [
      'express providers (any order)',
      [...EXPRESS_PROVIDERS].sort(),
      ['amazonPay', 'applepay', 'googlepay', 'link', 'stripePaymentRequest'],
    ],
    ['express wallets, in button order', EXPRESS_WALLETS, ['googlepay', 'applepay', 'stripePaymentRequest', 'link']],
    ['lease providers', LEASE_PROVIDERS, ['acima']],
    ['Stripe card providers', STRIPE_CARD_PROVIDERS, ['stripeDirect', 'stripeCanada']],
    ['via braintree', VIA_BRAINTREE, ['paypal', 'paypalCredit']],
    ['their own API areas (storefront allow-list)', PROVIDER_API_SEGMENTS, ['truemed', 'amazonpay', 'braintree']],
  ])('%s', (_name, derived, expected) => {
    expect(derived).toEqual(expected);
  });

  it('express button labels and decline messages', () => {
    expect(EXPRESS_BUTTON_LABELS).toEqual({
      googlepay: 'Google Pay',
      applepay: 'Apple Pay',
      stripePaymentRequest: 'Pay now',
      link: 'Link',
    });
    expect(PROVIDER_DECLINED_MESSAGES).toEqual({
      affirm: 'Your Affirm application was declined.',
      afterPay: 'Afterpay declined this payment. Please choose another payment method.',
      splitIt: 'Your Splitit installment plan was declined.',
      acima: 'Your Acima lease application was declined.',
      bank: 'Your bank declined this payment.',
      link: 'Link declined this payment. Please choose another payment method.',
    });
  });

  it.each([
    ['orderId=o1&payment_intent=pi_1', { orderId: 'o1', providerRef: 'pi_1' }],
    ['orderId=o1&orderToken=ot_1', { orderId: 'o1', providerRef: 'ot_1' }],
    ['orderId=o1&truemedSessionId=tm_1', { orderId: 'o1', providerRef: 'tm_1' }],
    ['orderId=o1&amazonCheckoutSessionId=amz_1', { orderId: 'o1', providerRef: 'amz_1' }],
    ['orderId=o1&payment_intent=&orderToken=ot_1', { orderId: 'o1', providerRef: 'ot_1' }],
    ['orderId=o1&amazonCheckoutSessionId=amz_1&payment_intent=pi_1', { orderId: 'o1', providerRef: 'pi_1' }],
    ['payment_intent=pi_1', null],
    ['orderId=o1', null],
  ])('readReturn(%s)', (query, expected) => {
    expect(readReturn(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('manifests', () => {
  it('each name once, each folder its name in kebab case', () => {
    expect(new Set(PAYMENT_PROVIDERS).size).toBe(PAYMENT_PROVIDERS.length);
    expect(PROVIDER_MANIFESTS.map((m) => providerFolder(m.name)).slice(0, 4)).toEqual(['bank', 'link', 'split-it', 'truemed']);
  });

  it('a live gateway names the variables its adapter reads, and its browser origins', () => {
    for (const manifest of PROVIDER_MANIFESTS.filter((m) => 'gateway' in m)) {
      expect(manifest).toMatchObject({ env: expect.arrayContaining([expect.stringMatching(/^[A-Z_]+$/)]) });
      expect(manifest).toHaveProperty('cspOrigins.script');
    }
  });
});
