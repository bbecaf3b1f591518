import { describe, expect, it } from 'vitest';
import type { Channel } from '@store/core/channels/channel-schema';
import { brandPayments } from './brand-payments';

const STRIPE_JS = 'https://js.stripe.com/v3/';
const paypal = { scriptBase: 'https://js.braintreegateway.com/web/3.111.0/js/' };
const processCard = { publishableKey: 'pk_live_process', scriptUrl: STRIPE_JS };

const nestwood: Channel = {
  brand: 'nestwood',
  hosts: ['shop.example.test'],
  currency: 'USD',
  country: 'US',
  status: 'active',
  payments: { stripeDirect: { secretKeyEnv: 'STRIPE_SECRET_KEY_NESTWOOD', publishableKey: 'pk_live_nestwood' } },
};
const nestwoodCa: Channel = {
  brand: 'nestwood-ca',
  hosts: ['shop.example.ca'],
  currency: 'CAD',
  country: 'CA',
  status: 'active',
  payments: { stripeCanada: { secretKeyEnv: 'STRIPE_SECRET_KEY_CA', publishableKey: 'pk_live_nestwoodca' } },
};
const plume: Channel = { brand: 'plume', hosts: ['plume.example.test'], currency: 'USD', country: 'US', status: 'active' };
const served = { channelOf: (brand: string) => [nestwood, nestwoodCa, plume].find((c) => c.brand === brand) ?? null };

describe('the Stripe publishable key of a brand’s card (its channel’s account, else STRIPE_PUBLISHABLE_KEY)', () => {
  it.each([
    [
      'live, nestwood names its own key',
      'live',
      'nestwood',
      processCard,
      { publishableKey: 'pk_live_nestwood', scriptUrl: STRIPE_JS },
    ],
    [
      'live, nestwood-ca’s stripeCanada account',
      'live',
      'nestwood-ca',
      null,
      { publishableKey: 'pk_live_nestwoodca', scriptUrl: STRIPE_JS },
    ],
    ['live, plume names none: STRIPE_PUBLISHABLE_KEY', 'live', 'plume', processCard, processCard],
    ['live, plume names none and no STRIPE_PUBLISHABLE_KEY: no card', 'live', 'plume', null, null],
    ['sandbox: never Stripe.js, whatever the channel names', 'sandbox', 'nestwood', null, null],
  ] as const)('%s', (_name, paymentsMode, brand, liveCard, expected) => {
    const webEnv = { paymentsMode, liveCard, livePaypal: paymentsMode === 'live' ? paypal : null, stripeJsUrl: STRIPE_JS };
    expect(brandPayments(brand, webEnv, () => served)).toEqual({
      paymentsMode,
      liveCard: expected,
      livePaypal: paymentsMode === 'live' ? paypal : null,
    });
  });
});
