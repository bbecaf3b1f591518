import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import {
  approvalSentence,
  billingDetailsHeldSentence,
  billingFormHidden,
  offeredProviders,
  paymentChoices,
  readReviewReturn,
  selectedChoice,
  stepAfterProviderError,
  type BillingFormContext,
} from './billing-choices';

describe('billing: the picker lists the brand’s enabled providers with their payment method labels, not the express sheets', () => {
  it('a US brand offers card, Link, Bank, PayPal, PayPal Credit, Affirm, After Pay, SplitIt, Amazon Pay, Acima and Truemed in registry order', () => {
    expect(paymentChoices(BRANDS.nestwood.paymentProviders).map((c) => c.label)).toEqual([
      'Card',
      'Link',
      'Bank',
      'PayPal',
      'PayPal Credit',
      'Affirm',
      'After Pay',
      'SplitIt',
      'Amazon Pay',
      'Acima',
      'Truemed',
    ]);
  });
  it('a Canadian brand offers its card provider, PayPal and Affirm', () => {
    expect(paymentChoices(BRANDS['nestwood-ca'].paymentProviders).map((c) => [c.provider, c.label, c.card])).toEqual([
      ['stripeCanada', 'Card', true],
      ['paypal', 'PayPal', false],
      ['affirm', 'Affirm', false],
    ]);
  });
  it.each([['googlepay'], ['applepay'], ['stripePaymentRequest'], ['braintree']] as const)(
    '%s is never a picker choice',
    (provider) => expect(paymentChoices([provider, 'stripeDirect']).map((c) => c.provider)).toEqual(['stripeDirect']),
  );
});

describe('live mode: the picker offers only the providers the API can charge', () => {
  const live = ['stripeDirect', 'stripeCanada', 'paypal', 'paypalCredit'];
  it.each([
    [
      'nestwood',
      null,
      [
        'stripeDirect',
        'link',
        'bank',
        'paypal',
        'paypalCredit',
        'affirm',
        'afterPay',
        'splitIt',
        'amazonPay',
        'acima',
        'truemed',
      ],
    ],
    ['nestwood', live, ['stripeDirect', 'paypal', 'paypalCredit']],
    ['nestwood', ['stripeDirect'], ['stripeDirect']],
    ['nestwood-ca', live, ['stripeCanada', 'paypal']],
    ['nestwood', [], []],
  ] as const)('%s, chargeable %j -> %j', (brand, chargeable, expected) =>
    expect(paymentChoices(BRANDS[brand].paymentProviders, chargeable).map((c) => c.provider)).toEqual(expected),
  );
  it('not known (null) keeps every enabled provider, as sandbox mode shows; a known list keeps registry order', () => {
    expect(offeredProviders(BRANDS.nestwood.paymentProviders, null)).toEqual(BRANDS.nestwood.paymentProviders);
    expect(offeredProviders(['paypal', 'affirm', 'stripeDirect'], ['stripeDirect', 'paypal'])).toEqual([
      'paypal',
      'stripeDirect',
    ]);
  });
  it('a chargeable name the brand does not enable is not offered', () => {
    expect(offeredProviders(['stripeDirect'], ['stripeDirect', 'truemed'])).toEqual(['stripeDirect']);
  });
});

describe('the default provider is preselected unless the shopper chose another picker choice', () => {
  const choices = paymentChoices(BRANDS.nestwood.paymentProviders);
  it.each([
    [null, 'stripeDirect'],
    ['affirm', 'affirm'],
    ['amazonPay', 'amazonPay'],
    ['googlepay', 'stripeDirect'],
    ['stripeCanada', 'stripeDirect'],
  ] as const)('chosen %s -> %s', (chosen, expected) => expect(selectedChoice(choices, chosen, 'stripeDirect')).toBe(expected));
});

it('a provider without a panel says where the payment is approved', () => {
  expect(approvalSentence('affirm')).toBe('You will approve the payment with Affirm after Place order.');
  expect(approvalSentence('afterPay')).toBe('You will approve the payment with After Pay after Place order.');
});

describe('returns to review: every marker but Amazon Pay’s is paid with its value', () => {
  it.each([
    ['orderId=o1&payment_intent=pi_1&payment_intent_client_secret=s', { orderId: 'o1', providerRef: 'pi_1' }],
    ['orderId=o1&orderToken=ap_1', { orderId: 'o1', providerRef: 'ap_1' }],
    ['orderId=o1&truemedSessionId=tm_1', { orderId: 'o1', providerRef: 'tm_1' }],
    ['orderId=o1&amazonCheckoutSessionId=amz', null],
    ['orderId=o1&payment_intent=pi_1&amazonCheckoutSessionId=amz', null],
    ['payment_intent=pi_1', null],
    ['orderId=o1', null],
    ['', null],
  ])('%s -> %j', (query, expected) => expect(readReviewReturn(new URLSearchParams(query))).toEqual(expected));
});

describe('Payment error: billing, or the saved fallback step (default shipping) for express providers', () => {
  it.each([
    ['/checkout/review', 'affirm', null, 'billing'],
    ['/checkout/review', 'acima', null, 'billing'],
    ['/checkout/billing', 'stripeDirect', null, 'billing'],
    ['/checkout/review', null, null, 'billing'],
    ['/checkout/review', 'link', null, 'shipping'],
    ['/checkout/review', 'amazonPay', null, 'shipping'],
    ['/checkout/review', 'googlepay', 'cart', 'cart'],
    ['/checkout/shipping', 'affirm', null, null],
    ['/mattress', 'link', null, null],
  ] as const)('%s with %s (saved %s) -> %s', (path, provider, saved, expected) =>
    expect(stepAfterProviderError(path, provider, saved)).toBe(expected),
  );
});

describe('Billing submit: no billing form when the provider holds the billing details', () => {
  it.each<[string, BillingFormContext, boolean]>([
    ['the card: the form shows', { provider: 'stripeDirect', walletSessionId: null, confirmationToken: false }, false],
    [
      'a redirect provider (Affirm): the form shows',
      { provider: 'affirm', walletSessionId: null, confirmationToken: false },
      false,
    ],
    ['PayPal: the form shows', { provider: 'paypal', walletSessionId: null, confirmationToken: false }, false],
    ['the linked express provider (Link) chosen', { provider: 'link', walletSessionId: null, confirmationToken: false }, true],
    [
      'Amazon Pay with its session (active, service ready)',
      { provider: 'amazonPay', walletSessionId: 'amzn-1', confirmationToken: false },
      true,
    ],
    [
      'Amazon Pay chosen before its session exists',
      { provider: 'amazonPay', walletSessionId: null, confirmationToken: false },
      false,
    ],
    ['Amazon Pay with an empty session id', { provider: 'amazonPay', walletSessionId: '', confirmationToken: false }, false],
    [
      'a payment confirmation token exists (the card chosen)',
      { provider: 'stripeDirect', walletSessionId: null, confirmationToken: true },
      true,
    ],
    [
      'an express wallet (Google Pay) as the provider',
      { provider: 'googlepay', walletSessionId: null, confirmationToken: false },
      true,
    ],
  ])('%s', (_name, ctx, hidden) => {
    expect(billingFormHidden(ctx)).toBe(hidden);
  });

  it('says where the details come from instead', () => {
    expect(billingDetailsHeldSentence('link')).toBe(
      'You are paying with Link: the payment method and billing details come from your Link account.',
    );
  });
});
