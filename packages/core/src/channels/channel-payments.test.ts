import { describe, expect, it } from 'vitest';
import { braintreeMerchantAccountOf, cardPublishableKeyOf } from './channel-payments';
import type { Channel } from './channel-schema';

const channel = (payments?: Channel['payments']): Channel => ({
  brand: 'nestwood',
  hosts: ['shop.example.test'],
  currency: 'USD',
  country: 'US',
  status: 'active',
  ...(payments === undefined ? {} : { payments }),
});

describe('a channel’s payment accounts', () => {
  it.each<[string, Channel | null, string | undefined]>([
    ['no channel', null, undefined],
    ['a channel without payments', channel(), undefined],
    ['a channel with PayPal only', channel({ paypal: { merchantAccountId: 'nw_usd' } }), undefined],
    [
      'stripeDirect’s account',
      channel({ stripeDirect: { secretKeyEnv: 'STRIPE_NW', publishableKey: 'pk_live_nw' } }),
      'pk_live_nw',
    ],
    [
      'stripeCanada’s account',
      channel({ stripeCanada: { secretKeyEnv: 'STRIPE_CA', publishableKey: 'pk_live_ca' } }),
      'pk_live_ca',
    ],
  ])('the card’s publishable key: %s', (_name, given, expected) => {
    expect(cardPublishableKeyOf(given)).toBe(expected);
  });

  it.each<[string, Channel | null, string | undefined]>([
    ['no channel', null, undefined],
    ['a channel without payments', channel(), undefined],
    ['PayPal’s account', channel({ paypal: { merchantAccountId: 'nw_usd' } }), 'nw_usd'],
    [
      'PayPal Credit’s account when PayPal names none',
      channel({ paypalCredit: { merchantAccountId: 'nw_credit' } }),
      'nw_credit',
    ],
    ['a Stripe account only', channel({ stripeDirect: { secretKeyEnv: 'STRIPE_NW', publishableKey: 'pk_live_nw' } }), undefined],
  ])('the Braintree merchant account: %s', (_name, given, expected) => {
    expect(braintreeMerchantAccountOf(given)).toBe(expected);
  });
});
