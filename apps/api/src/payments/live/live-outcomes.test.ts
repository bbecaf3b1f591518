import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import type braintree from 'braintree';
import { braintreeOutcome } from './braintree-paypal';
import { ProviderPendingError } from './live-outcome';
import { stripeOutcome } from './stripe-card';

/** Every external status maps to one store outcome in one exhaustive switch (live mode). */
const intent = (status: string, extra: Partial<Stripe.PaymentIntent> = {}) =>
  ({
    id: 'pi_1',
    status,
    amount: 1999,
    amount_received: status === 'succeeded' ? 1999 : 0,
    currency: 'cad',
    metadata: { orderId: 'order1' },
    last_payment_error: null,
    next_action: null,
    ...extra,
  }) as unknown as Stripe.PaymentIntent;

describe('Stripe PaymentIntent statuses -> the store outcome', () => {
  it.each([
    ['succeeded', {}, { status: 'succeeded', providerRef: 'pi_1', amount: 1999, currency: 'CAD' }],
    [
      'requires_action',
      { next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'https://bank.example/3ds', return_url: null } } },
      { status: 'requires_action', providerRef: 'pi_1', redirectUrl: 'https://bank.example/3ds' },
    ],
    ['requires_action', {}, { status: 'failed', providerRef: 'pi_1', reason: 'authentication_cancelled' }],
    [
      'requires_capture',
      {},
      { status: 'requires_action', providerRef: 'pi_1', redirectUrl: '/checkout/review?orderId=order1&payment_intent=pi_1' },
    ],
    [
      'requires_payment_method',
      { last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' } },
      { status: 'failed', providerRef: 'pi_1', reason: 'insufficient_funds' },
    ],
    [
      'requires_payment_method',
      { last_payment_error: { code: 'insufficient_funds' } },
      { status: 'failed', providerRef: 'pi_1', reason: 'insufficient_funds' },
    ],
    [
      'requires_payment_method',
      { last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' } },
      { status: 'failed', providerRef: 'pi_1', reason: 'declined' },
    ],
    [
      'requires_payment_method',
      { last_payment_error: { code: 'payment_intent_authentication_failure' } },
      { status: 'failed', providerRef: 'pi_1', reason: 'authentication_cancelled' },
    ],
    ['requires_confirmation', {}, { status: 'failed', providerRef: 'pi_1', reason: 'cancelled' }],
    ['canceled', {}, { status: 'failed', providerRef: 'pi_1', reason: 'cancelled' }],
  ])('%s %o', (status, extra, outcome) => {
    expect(stripeOutcome(intent(status, extra as Partial<Stripe.PaymentIntent>))).toEqual(outcome);
  });

  it('processing is not an answer yet (thrown, so the attempt stays processing); an unknown status is a bug', () => {
    expect(() => stripeOutcome(intent('processing'))).toThrow(ProviderPendingError);
    expect(() => stripeOutcome(intent('something_new'))).toThrow(/unknown payment intent status/);
  });
});

const txn = (status: string, extra: Partial<braintree.Transaction> = {}) =>
  ({
    id: 'bt1',
    status,
    amount: '19.99',
    currencyIsoCode: 'USD',
    processorResponseCode: '1000',
    ...extra,
  }) as braintree.Transaction;
const order = { provider: 'paypal', orderId: 'order1' } as const;

describe('Braintree transaction statuses -> the store outcome', () => {
  it.each(['submitted_for_settlement', 'settlement_pending', 'settling', 'settlement_confirmed', 'settled'])(
    '%s is the charge, its amount read back exactly',
    (status) => {
      expect(braintreeOutcome(txn(status), order)).toEqual({
        status: 'succeeded',
        providerRef: 'bt1',
        amount: 1999,
        currency: 'USD',
      });
    },
  );

  it.each([
    [
      'authorized',
      {},
      { status: 'requires_action', providerRef: 'bt1', redirectUrl: '/checkout/review?orderId=order1&payment_intent=bt1' },
    ],
    [
      'processor_declined',
      { processorResponseCode: '2001' },
      { status: 'failed', providerRef: 'bt1', reason: 'insufficient_funds' },
    ],
    ['processor_declined', { processorResponseCode: '2000' }, { status: 'failed', providerRef: 'bt1', reason: 'declined' }],
    ['gateway_rejected', {}, { status: 'failed', providerRef: 'bt1', reason: 'declined' }],
    ['failed', {}, { status: 'failed', providerRef: 'bt1', reason: 'declined' }],
    ['settlement_declined', {}, { status: 'failed', providerRef: 'bt1', reason: 'declined' }],
    ['authorization_expired', {}, { status: 'failed', providerRef: 'bt1', reason: 'cancelled' }],
    ['voided', {}, { status: 'failed', providerRef: 'bt1', reason: 'cancelled' }],
  ])('%s %o', (status, extra, outcome) => {
    expect(braintreeOutcome(txn(status, extra), order)).toEqual(outcome);
  });

  it('an amount it cannot read exactly never equals an order total (the engine voids it)', () => {
    expect(braintreeOutcome(txn('settled', { amount: '19.999' }), order)).toMatchObject({ status: 'succeeded', amount: -1 });
  });

  it('authorizing is not an answer yet (thrown); an unknown status is a bug', () => {
    expect(() => braintreeOutcome(txn('authorizing'), order)).toThrow(ProviderPendingError);
    expect(() => braintreeOutcome(txn('something_new'), order)).toThrow(/unknown transaction status/);
  });
});
