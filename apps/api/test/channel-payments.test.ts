import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKey } from '@store/core';
import { channelRegistryFromEnv } from '../src/channels/read-channels';
import { parseEnv } from '../src/env';
import { liveProvidersFromEnv, type LiveProviders } from '../src/payments/live/live-providers';
import { INVALID_SIGNATURE_MESSAGE } from '../src/payments/webhooks/signature';
import { MERCHANT_ID, startBraintreeDouble } from './support/braintree-double';
import { insertOrder, sessionShopper } from './support/order-factory';
import { pay } from './support/payments';
import { shopper } from './support/shopper';
import { startStripeDouble } from './support/stripe-double';
import { useTestApp } from './support/test-app';
import { postWebhook } from './support/webhooks';

/**
 * Live mode with a channels file: each brand pays into its own accounts. nestwood and cloverlane name their own Stripe
 * secret keys (read from the variables their channels name), plume names none and falls back to STRIPE_SECRET_KEY;
 * cloverlane names its Braintree merchant account, the others take their currency's. Every channel has an origin, so
 * STRIPE_RETURN_ORIGIN is not needed. The SDKs talk to the local Stripe and Braintree doubles.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'channel-payments-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const channel = (brand: string, host: string, payments?: object) => ({
  brand,
  hosts: [host],
  origin: `https://${host}`,
  currency: 'USD',
  country: 'US',
  status: 'active',
  ...(payments === undefined ? {} : { payments }),
});
const CHANNELS = [
  channel('nestwood', 'shop.example.test', {
    stripeDirect: {
      secretKeyEnv: 'STRIPE_SECRET_KEY_NESTWOOD',
      publishableKey: 'pk_test_nestwood',
      webhookSecretEnv: 'STRIPE_WEBHOOK_SECRET_NESTWOOD',
    },
  }),
  channel('cloverlane', 'boutique.example.test', {
    stripeDirect: { secretKeyEnv: 'STRIPE_SECRET_KEY_CLOVERLANE', publishableKey: 'pk_test_cloverlane' },
    paypal: { merchantAccountId: 'cloverlane_usd' },
  }),
  channel('plume', 'plume.example.test'),
];

function channelsFile(name: string, channels: object[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify({ channels }));
  return file;
}
const CHANNELS_FILE = channelsFile('channels.json', CHANNELS);
const registry = (file: string) =>
  channelRegistryFromEnv({ CHANNELS_FILE: file, DEFAULT_BRAND: 'nestwood', STOREFRONT_ORIGIN: 'http://{brand}.localhost:3000' });
const channels = registry(CHANNELS_FILE);

/** The variables the channels name, as the operator sets them. */
const SECRETS = {
  STRIPE_SECRET_KEY_NESTWOOD: 'sk_test_nestwood',
  STRIPE_SECRET_KEY_CLOVERLANE: 'sk_test_cloverlane',
  STRIPE_WEBHOOK_SECRET_NESTWOOD: 'whsec_nestwood_0123456789',
};

const stripe = startStripeDouble();
const gateway = startBraintreeDouble({ double_usd: 'USD', double_cad: 'CAD', cloverlane_usd: 'USD' });
let urls = { stripe: '', braintree: '' };
const liveEnv = (extra: Record<string, string> = {}) =>
  parseEnv({
    PAYMENTS_MODE: 'live',
    STRIPE_SECRET_KEY: 'sk_test_shared',
    STRIPE_API_HOST: urls.stripe,
    BRAINTREE_MERCHANT_ID: MERCHANT_ID,
    BRAINTREE_PUBLIC_KEY: 'double_public',
    BRAINTREE_PRIVATE_KEY: 'double_private',
    BRAINTREE_API_HOST: urls.braintree,
    BRAINTREE_MERCHANT_ACCOUNTS: 'USD:double_usd,CAD:double_cad',
    STRIPE_PAYMENT_METHOD_CONFIGURATION: 'pmc_SharedAccount',
    ...extra,
  });
let live: LiveProviders;

beforeAll(async () => {
  urls = { stripe: await stripe.listen(), braintree: `http://127.0.0.1:${await gateway.listen()}` };
  live = liveProvidersFromEnv(liveEnv(), channels, SECRETS);
});
afterAll(async () => {
  await stripe.close();
  await gateway.close();
});

const t = useTestApp({
  channels,
  paymentsMode: 'live',
  payments: () => live.providers,
  braintreeClientToken: (currency, brand) => live.braintreeClientToken!(currency, brand),
  channelWebhookSecret: (brand, provider) => live.channelWebhookSecret(brand, provider),
});

/** Pays a new order of `brand` with `billingProvider` and `paymentToken`: the order and the payment's answer. */
async function payOrder(brand: BrandKey, billingProvider: string, paymentToken: string) {
  const s = await sessionShopper(t.app, brand);
  const order = await insertOrder(t.db, { brand, sessionHash: s.hash, billingProvider, totalAmount: 1999 });
  const res = await pay(t.app, s, order.id, { paymentToken });
  return { order, res };
}
/** The PaymentIntents created at the Stripe double for an order. */
const intentsCreatedFor = (orderId: string) =>
  stripe.requests.filter(
    (q) =>
      q.method === 'POST' && q.path === '/v1/payment_intents' && (q.body.metadata as { orderId?: string }).orderId === orderId,
  );

describe('Stripe: each brand’s card payments go to the account its channel names', () => {
  // STRIPE_PAYMENT_METHOD_CONFIGURATION is an id of STRIPE_SECRET_KEY's account: only plume's intents carry it.
  it.each<[string, BrandKey, string, string, string | undefined]>([
    ['nestwood, with its own key', 'nestwood', 'Bearer sk_test_nestwood', 'https://shop.example.test', undefined],
    ['cloverlane, with its own key', 'cloverlane', 'Bearer sk_test_cloverlane', 'https://boutique.example.test', undefined],
    [
      'plume, whose channel names no key: STRIPE_SECRET_KEY',
      'plume',
      'Bearer sk_test_shared',
      'https://plume.example.test',
      'pmc_SharedAccount',
    ],
  ])('%s: the PaymentIntent is created under that key', async (_name, brand, authorization, origin, configuration) => {
    const { order, res } = await payOrder(brand, 'stripeDirect', 'pm_card_visa');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.paymentStatus).toBe('succeeded');
    const created = intentsCreatedFor(order.id);
    expect(created.map((q) => q.authorization)).toEqual([authorization]);
    expect(created[0]?.body.return_url).toBe(`${origin}/checkout/review?orderId=${order.id}`);
    expect(created[0]?.body.payment_method_configuration).toBe(configuration);
  });

  it('3-D Secure is confirmed with the brand’s key: another brand’s account does not know the intent', async () => {
    const card = live.providers.stripeDirect!;
    const request = {
      brand: 'cloverlane',
      sessionHash: 'session',
      orderId: 'order3ds',
      amount: 1999,
      currency: 'USD',
      paymentToken: 'pm_card_threeDSecure2Required',
      idempotencyKey: 'pay_order3ds',
    };
    const { providerRef } = (await card.charge(request)) as { providerRef: string };
    stripe.finish3ds(providerRef, true);
    const ref = { brand: 'cloverlane', orderId: 'order3ds', idempotencyKey: 'pay_order3ds', providerRef };
    expect(await card.confirm({ ...ref, brand: 'nestwood' })).toEqual({ status: 'invalid_token' });
    expect(await card.confirm(ref)).toEqual({ status: 'succeeded', providerRef, amount: 1999, currency: 'USD' });
    const calls = stripe.requests.filter((q) => q.path === `/v1/payment_intents/${providerRef}`);
    expect(calls.map((q) => q.authorization)).toEqual(['Bearer sk_test_nestwood', 'Bearer sk_test_cloverlane']);
  });
});

describe('Braintree: each brand’s PayPal sales go to the merchant account its channel names', () => {
  it.each<[string, BrandKey, string]>([
    ['cloverlane: its channel’s account', 'cloverlane', 'cloverlane_usd'],
    ['plume, whose channel names none: the USD account of BRAINTREE_MERCHANT_ACCOUNTS', 'plume', 'double_usd'],
  ])('%s, for the sale and the client token', async (_name, brand, account) => {
    const { res } = await payOrder(brand, 'paypal', 'fake-paypal-one-time-nonce');
    expect(res.statusCode).toBe(200);
    const sale = gateway.requests.filter((q) => q.method === 'POST' && q.path.endsWith('/transactions')).at(-1);
    expect(sale?.body).toMatchObject({ transaction: { amount: '19.99', merchant_account_id: account } });
    const token = await shopper(t.app, brand).call('GET', '/braintree/tokens');
    expect(token.json()).toEqual({ status: 'ok', result: { clientToken: `client-token-for-${account}` } });
  });
});

describe('webhooks: a brand’s channel may name its own signing secret', () => {
  const event = { id: 'evt_channel_secret', type: 'payment.succeeded', data: { providerRef: 'pi_1', orderId: 'order1' } };

  it('nestwood’s stripeDirect webhooks verify with STRIPE_WEBHOOK_SECRET_NESTWOOD, not with the process’s secret', async () => {
    const own = await postWebhook(t.app, t.db, 'stripeDirect', event, { secret: SECRETS.STRIPE_WEBHOOK_SECRET_NESTWOOD });
    expect(own.statusCode).toBe(200);
    const shared = await postWebhook(t.app, t.db, 'stripeDirect', { ...event, id: 'evt_shared_secret' });
    expect(shared.statusCode).toBe(400);
    expect(shared.json().message).toBe(INVALID_SIGNATURE_MESSAGE);
  });

  it('plume names none: its webhooks verify with the process’s secret', async () => {
    const res = await postWebhook(t.app, t.db, 'stripeDirect', { ...event, id: 'evt_plume' }, { brand: 'plume' });
    expect(res.statusCode).toBe(200);
  });
});

describe('starting live mode with a channels file', () => {
  it('a variable a channel names that is unset or empty stops the start with one line: the channel, provider and variable', () => {
    const { STRIPE_SECRET_KEY_CLOVERLANE: _unset, ...rest } = SECRETS;
    const line =
      'channels[1] (cloverlane).payments.stripeDirect.secretKeyEnv: STRIPE_SECRET_KEY_CLOVERLANE is not set (or is empty)';
    expect(() => liveProvidersFromEnv(liveEnv(), channels, rest)).toThrow(new Error(line));
    expect(() => liveProvidersFromEnv(liveEnv(), channels, { ...rest, STRIPE_SECRET_KEY_CLOVERLANE: '' })).toThrow(
      new Error(line),
    );
  });

  it('without STRIPE_SECRET_KEY, a brand that offers Stripe and names no key stops the start', () => {
    const env = { ...liveEnv(), STRIPE_SECRET_KEY: undefined };
    expect(() => liveProvidersFromEnv(env, channels, SECRETS)).toThrow(
      new Error(
        'channels[2] (plume): offers stripeDirect but has no Stripe secret key: name payments.stripeDirect.secretKeyEnv (and its publishableKey), or set STRIPE_SECRET_KEY',
      ),
    );
  });

  it('STRIPE_RETURN_ORIGIN is required only when a brand taking Stripe payments has no channel origin', () => {
    const { origin: _none, ...plume } = channel('plume', 'plume.example.test');
    const withoutOrigin = registry(channelsFile('no-origin.json', [...CHANNELS.slice(0, 2), plume]));
    expect(() => liveProvidersFromEnv(liveEnv(), withoutOrigin, SECRETS)).toThrow(
      new Error(
        'STRIPE_RETURN_ORIGIN: is required: plume takes card payments through Stripe and no channel origin or returnOrigin says where 3-D Secure returns the shopper',
      ),
    );
    const origins = liveProvidersFromEnv(
      liveEnv({ STRIPE_RETURN_ORIGIN: 'https://{brand}.pay.example.test' }),
      withoutOrigin,
      SECRETS,
    );
    expect(Object.keys(origins.providers).sort()).toEqual(['paypal', 'paypalCredit', 'stripeCanada', 'stripeDirect']);
    // Without a channels file every brand lacks an origin: the Stripe key needs STRIPE_RETURN_ORIGIN, as before.
    expect(() => liveProvidersFromEnv(liveEnv(), undefined, {})).toThrow(/^STRIPE_RETURN_ORIGIN: is required: nestwood, /);
  });

  it('account fields nothing reads are reported (Braintree’s gateway keys are the process’s)', () => {
    const file = channelsFile('unread.json', [
      CHANNELS[0]!,
      channel('cloverlane', 'boutique.example.test', { paypal: { merchantAccountId: 'c', merchantId: 'other' } }),
    ]);
    expect(liveProvidersFromEnv(liveEnv(), registry(file), SECRETS).unreadAccountFields).toEqual([
      'channels[1] (cloverlane).payments.paypal.merchantId',
    ]);
  });

  it('src/main.ts exits 1 with that one line before opening the database', () => {
    const dataDir = path.join(dir, 'pglite');
    const { STRIPE_SECRET_KEY_CLOVERLANE: _unset, NODE_ENV: _mode, DATABASE_URL: _url, ...inherited } = process.env;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
      encoding: 'utf8',
      env: {
        ...inherited,
        PAYMENTS_MODE: 'live',
        CHANNELS_FILE,
        STRIPE_SECRET_KEY_NESTWOOD: SECRETS.STRIPE_SECRET_KEY_NESTWOOD,
        STRIPE_WEBHOOK_SECRET_NESTWOOD: SECRETS.STRIPE_WEBHOOK_SECRET_NESTWOOD,
        DATABASE_DIR: dataDir,
        API_PORT: '9',
      },
    });
    expect(result.stderr).toBe(
      'channels[1] (cloverlane).payments.stripeDirect.secretKeyEnv: STRIPE_SECRET_KEY_CLOVERLANE is not set (or is empty)\n',
    );
    expect(result.status).toBe(1);
    expect(existsSync(dataDir)).toBe(false);
  });
});
