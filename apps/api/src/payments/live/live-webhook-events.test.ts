import { describe, expect, it } from 'vitest';
import { braintreeEventOf, BRAINTREE_INVALID_EVENT } from './braintree-webhook';
import type { ChannelSecrets } from './channel-accounts';
import { stripeEventOf, stripeWebhookSecrets, STRIPE_INVALID_EVENT } from './stripe-webhook';

const intent = { id: 'pi_1', object: 'payment_intent', metadata: { orderId: 'o1', attempt: 'pay_k1', brand: 'nestwood' } };
const event = (type: string, object: unknown) => ({ id: 'evt_1', object: 'event', type, data: { object } });

describe('Stripe events in the store’s terms', () => {
  it.each<[string, unknown, unknown]>([
    [
      'payment_intent.succeeded settles, with the attempt key of metadata',
      event('payment_intent.succeeded', intent),
      { id: 'evt_1', type: 'payment_intent.succeeded', payment: { providerRef: 'pi_1', attemptKey: 'pay_k1', action: 'settle' } },
    ],
    [
      'payment_intent.payment_failed settles',
      event('payment_intent.payment_failed', intent),
      {
        id: 'evt_1',
        type: 'payment_intent.payment_failed',
        payment: { providerRef: 'pi_1', attemptKey: 'pay_k1', action: 'settle' },
      },
    ],
    [
      'payment_intent.canceled settles',
      event('payment_intent.canceled', intent),
      { id: 'evt_1', type: 'payment_intent.canceled', payment: { providerRef: 'pi_1', attemptKey: 'pay_k1', action: 'settle' } },
    ],
    [
      'payment_intent.requires_action without metadata settles, no attempt key',
      event('payment_intent.requires_action', { id: 'pi_2' }),
      {
        id: 'evt_1',
        type: 'payment_intent.requires_action',
        payment: { providerRef: 'pi_2', attemptKey: null, action: 'settle' },
      },
    ],
    [
      'payment_intent.amount_capturable_updated (authorized only) settles',
      event('payment_intent.amount_capturable_updated', intent),
      {
        id: 'evt_1',
        type: 'payment_intent.amount_capturable_updated',
        payment: { providerRef: 'pi_1', attemptKey: 'pay_k1', action: 'settle' },
      },
    ],
    [
      'a metadata attempt that is not safe text is dropped, not refused',
      event('payment_intent.succeeded', { id: 'pi_3', metadata: { attempt: 'a\u0000b' } }),
      { id: 'evt_1', type: 'payment_intent.succeeded', payment: { providerRef: 'pi_3', attemptKey: null, action: 'settle' } },
    ],
    [
      'charge.refunded is recorded against the charge’s PaymentIntent',
      event('charge.refunded', { id: 'ch_1', payment_intent: 'pi_1' }),
      { id: 'evt_1', type: 'charge.refunded', payment: { providerRef: 'pi_1', attemptKey: null, action: 'record' } },
    ],
    [
      'charge.refunded with the PaymentIntent expanded',
      event('charge.refunded', { id: 'ch_1', payment_intent: { id: 'pi_9', object: 'payment_intent' } }),
      { id: 'evt_1', type: 'charge.refunded', payment: { providerRef: 'pi_9', attemptKey: null, action: 'record' } },
    ],
    [
      'charge.refunded of no PaymentIntent names no payment',
      event('charge.refunded', { id: 'ch_1', payment_intent: null }),
      { id: 'evt_1', type: 'charge.refunded', payment: null },
    ],
    [
      'an event type the store does not act on',
      event('customer.created', { id: 'cus_1' }),
      { id: 'evt_1', type: 'customer.created', payment: null },
    ],
    ['a type named after Object’s prototype', event('constructor', {}), { id: 'evt_1', type: 'constructor', payment: null }],
    [
      'a PaymentIntent event without an intent id',
      event('payment_intent.succeeded', { metadata: {} }),
      { invalid: STRIPE_INVALID_EVENT },
    ],
    ['no data.object', { id: 'evt_1', type: 'payment_intent.succeeded', data: {} }, { invalid: STRIPE_INVALID_EVENT }],
    ['an id with a NUL', { ...event('customer.created', {}), id: 'evt_\u0000' }, { invalid: STRIPE_INVALID_EVENT }],
    ['not an object', 'payment_intent.succeeded', { invalid: STRIPE_INVALID_EVENT }],
    ['null', null, { invalid: STRIPE_INVALID_EVENT }],
  ])('%s', (_name, body, expected) => {
    expect(stripeEventOf(body)).toEqual(expected);
  });
});

describe('Braintree notifications in the store’s terms', () => {
  it.each<[string, { kind: string; transaction?: unknown }, unknown]>([
    [
      'transaction_settled settles; kind and transaction are the event id; orderId is the attempt key',
      { kind: 'transaction_settled', transaction: { id: 'bt1', orderId: 'pay_k1', status: 'settled' } },
      {
        id: 'transaction_settled:bt1',
        type: 'transaction_settled',
        payment: { providerRef: 'bt1', attemptKey: 'pay_k1', action: 'settle' },
      },
    ],
    [
      'transaction_settlement_declined settles (without an orderId)',
      { kind: 'transaction_settlement_declined', transaction: { id: 'bt2' } },
      {
        id: 'transaction_settlement_declined:bt2',
        type: 'transaction_settlement_declined',
        payment: { providerRef: 'bt2', attemptKey: null, action: 'settle' },
      },
    ],
    ['check (the control panel’s test)', { kind: 'check' }, { id: 'check', type: 'check', payment: null }],
    ['a dispute', { kind: 'dispute_opened' }, { id: 'dispute_opened', type: 'dispute_opened', payment: null }],
    ['a prototype name', { kind: 'toString' }, { id: 'toString', type: 'toString', payment: null }],
    ['a settled kind without its transaction', { kind: 'transaction_settled' }, { invalid: BRAINTREE_INVALID_EVENT }],
    [
      'a transaction id that is not safe text',
      { kind: 'transaction_settled', transaction: { id: 'bt\u0000' } },
      { invalid: BRAINTREE_INVALID_EVENT },
    ],
  ])('%s', (_name, notification, expected) => {
    expect(braintreeEventOf(notification as Parameters<typeof braintreeEventOf>[0])).toEqual(expected);
  });
});

describe('a brand’s Stripe endpoint secrets', () => {
  const named: Record<string, string> = {
    'nestwood/stripeDirect': 'whsec_nestwood',
    'cloverlane/stripeDirect': 'whsec_shared_account',
    'cloverlane/stripeCanada': 'whsec_shared_account',
    'plume/stripeCanada': 'whsec_plume_ca',
  };
  const secrets: ChannelSecrets = {
    of: (brand, provider, field) => (field === 'webhookSecretEnv' ? named[`${brand}/${provider}`] : undefined),
  };

  it.each<[string, string, string | undefined, string[]]>([
    ['its channel’s, not the process’s', 'nestwood', 'whsec_process', ['whsec_nestwood']],
    ['one secret named twice is tried once', 'cloverlane', 'whsec_process', ['whsec_shared_account']],
    ['the Canada provider’s', 'plume', 'whsec_process', ['whsec_plume_ca']],
    ['none named: STRIPE_WEBHOOK_SECRET', 'driftvale', 'whsec_process', ['whsec_process']],
    ['none at all: none (refused)', 'driftvale', undefined, []],
  ])('%s', (_name, brand, processSecret, expected) => {
    expect(stripeWebhookSecrets(secrets, processSecret)(brand)).toEqual(expected);
  });
});
