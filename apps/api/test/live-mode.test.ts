import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INSUFFICIENT_FUNDS_MESSAGE, PAYMENT_PROVIDER_NOT_FOUND } from '@store/core';
import { orders, payments } from '../src/db/schema';
import { parseEnv } from '../src/env';
import { braintreePaypalProvider } from '../src/payments/live/braintree-paypal';
import { brandOrigin, LIVE_READY_PROVIDERS, liveProvidersFromEnv } from '../src/payments/live/live-providers';
import { createStripeClient, stripeCardProvider } from '../src/payments/live/stripe-card';
import { createPaymentProviders } from '../src/payments/registry';
import { PROCESSING_LEASE_MS } from '../src/use-cases/payments/begin-attempt';
import { insertOrder, sessionShopper } from './support/order-factory';
import { pay } from './support/payments';
import { doubleGateway, startBraintreeDouble } from './support/braintree-double';
import { startStripeDouble } from './support/stripe-double';
import { useTestApp } from './support/test-app';

/**
 * Live mode through the payment engine: POST /orders/{id}/payment with the live adapters, each SDK pointed at
 * its local double. Exactly once across a network failure: the attempt is recorded first, the call's outcome is
 * unknown (409, still processing), and after the lease the reconciliation asks the provider by the attempt key.
 */
const stripe = startStripeDouble();
const gateway = startBraintreeDouble();
let stripeUrl = '';
let gatewayPort = 0;
let offsetMs = 0;

beforeAll(async () => {
  stripeUrl = await stripe.listen();
  gatewayPort = await gateway.listen();
});
afterAll(async () => {
  await stripe.close();
  await gateway.close();
});

const t = useTestApp({
  now: () => new Date(Date.now() + offsetMs),
  payments: (db) =>
    createPaymentProviders({
      db,
      now: () => new Date(),
      live: {
        stripeDirect: stripeCardProvider({
          stripe: createStripeClient({ secretKey: 'sk_test_double', apiHost: stripeUrl, maxNetworkRetries: 0 }),
          provider: 'stripeDirect',
          returnOrigin: brandOrigin('https://{brand}.store.example'),
        }),
        paypal: braintreePaypalProvider({ gateway: doubleGateway(gatewayPort), provider: 'paypal' }),
      },
    }),
});

const paymentsOf = (orderId: string) => t.db.select().from(payments).where(eq(payments.orderId, orderId));
const orderStatus = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;

describe('PAYMENTS_MODE=live through POST /orders/{id}/payment', () => {
  it('a Stripe card pays the order: one PaymentIntent under the attempt key, for the frozen total', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, totalAmount: 154_999 });
    const res = await pay(t.app, s, order.id, { paymentToken: 'pm_card_visa' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ paymentStatus: 'succeeded', order: { status: 'paid' } });
    const [attempt] = await paymentsOf(order.id);
    const intent = stripe.intents.get(attempt!.providerRef!);
    expect(intent).toMatchObject({ amount: 154_999, currency: 'usd', status: 'succeeded', metadata: { orderId: order.id } });
    expect(
      stripe.requests.find((q) => q.body.metadata && (q.body.metadata as Record<string, string>).orderId === order.id)
        ?.idempotencyKey,
    ).toBe(attempt!.idempotencyKey);
  });

  it('a Stripe decline for insufficient funds answers the insufficient-funds message (402) and the order stays pending', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const res = await pay(t.app, s, order.id, { paymentToken: 'pm_card_visa_chargeDeclinedInsufficientFunds' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ status: 'error', code: 'PAYMENT_DECLINED', message: INSUFFICIENT_FUNDS_MESSAGE });
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('Stripe: a network failure leaves the attempt processing (409); after the lease the reconciliation pays it, one charge', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    stripe.dropAfterWork((q) => q.path === '/v1/payment_intents', 2);
    const first = await pay(t.app, s, order.id, { paymentToken: 'pm_card_visa' });
    expect(first.statusCode).toBe(409);
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['processing']);
    offsetMs += PROCESSING_LEASE_MS + 1_000;
    const again = await pay(t.app, s, order.id, { paymentToken: 'pm_card_visa' });
    expect(again.statusCode).toBe(200);
    expect(again.json().result.paymentStatus).toBe('succeeded');
    const rows = await paymentsOf(order.id);
    expect(rows.map((p) => p.status)).toEqual(['succeeded']);
    const charged = [...stripe.intents.values()].filter((i) => i.metadata.orderId === order.id && i.status === 'succeeded');
    expect(charged.map((i) => i.id)).toEqual([rows[0]!.providerRef]);
  });

  it('PayPal via Braintree: a network failure, then the reconciliation finds the sale by orderId; one sale, the order paid', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, billingProvider: 'paypal', totalAmount: 1999 });
    gateway.dropAfterWork((q) => q.method === 'POST' && q.path.endsWith('/transactions'));
    const first = await pay(t.app, s, order.id, { paymentToken: 'fake-paypal-one-time-nonce' });
    expect(first.statusCode).toBe(409);
    offsetMs += PROCESSING_LEASE_MS + 1_000;
    const again = await pay(t.app, s, order.id, { paymentToken: 'fake-paypal-one-time-nonce' });
    expect(again.statusCode).toBe(200);
    const [attempt] = await paymentsOf(order.id);
    const sales = [...gateway.transactions.values()].filter((x) => x.orderId === attempt!.idempotencyKey);
    expect(sales.map((x) => [x.id, x.amount, x.status])).toEqual([[attempt!.providerRef, '19.99', 'submitted_for_settlement']]);
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it.each([
    ['a sandbox-only provider (affirm)', 'affirm'],
    ['a live-ready provider without an adapter here (paypalCredit)', 'paypalCredit'],
  ])('Payment provider not found: %s', async (_name, billingProvider) => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, billingProvider });
    const res = await pay(t.app, s, order.id, { paymentToken: 'pm_card_visa' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'PROVIDER_NOT_FOUND', message: PAYMENT_PROVIDER_NOT_FOUND });
    expect(await paymentsOf(order.id)).toEqual([]);
  });
});

describe('live providers from the environment', () => {
  const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_RETURN_ORIGIN: 'https://{brand}.example.com' };
  const braintreeKeys = { BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'pub', BRAINTREE_PRIVATE_KEY: 'priv' };

  it.each([
    ['no keys', {}, [], ['stripeDirect', 'stripeCanada', 'paypal', 'paypalCredit']],
    ['Stripe keys only', stripeKeys, ['stripeDirect', 'stripeCanada'], ['paypal', 'paypalCredit']],
    ['Braintree keys only', braintreeKeys, ['paypal', 'paypalCredit'], ['stripeDirect', 'stripeCanada']],
    ['both', { ...stripeKeys, ...braintreeKeys }, [...LIVE_READY_PROVIDERS], []],
  ])('%s: the live adapters, and the live-ready providers left out for want of keys', (_name, keys, live, missing) => {
    const built = liveProvidersFromEnv(parseEnv({ PAYMENTS_MODE: 'live', ...keys }));
    expect(Object.keys(built.providers).sort()).toEqual([...live].sort());
    expect(built.missingKeys.sort()).toEqual([...missing].sort());
    expect(built.braintreeClientToken === null).toBe(!(live as string[]).includes('paypal'));
  });

  it('live mode offers only the live adapters: no sandbox provider is registered beside them', () => {
    const built = liveProvidersFromEnv(parseEnv({ PAYMENTS_MODE: 'live', ...braintreeKeys }));
    const registered = createPaymentProviders({ db: t.db, now: () => new Date(), live: built.providers });
    expect(Object.keys(registered).sort()).toEqual(['paypal', 'paypalCredit']);
    expect(Object.keys(createPaymentProviders({ db: t.db, now: () => new Date() }))).toContain('stripeDirect');
  });

  it.each([
    [{ PAYMENTS_MODE: 'live', BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'p' }, 'BRAINTREE_MERCHANT_ID'],
    [{ STRIPE_RETURN_ORIGIN: 'javascript:alert(1)' }, 'STRIPE_RETURN_ORIGIN'],
    [{ STRIPE_RETURN_ORIGIN: 'https://shop.example/checkout' }, 'STRIPE_RETURN_ORIGIN'],
    [{ STRIPE_API_HOST: 'ftp://x' }, 'STRIPE_API_HOST'],
    [{ BRAINTREE_ENVIRONMENT: 'qa' }, 'BRAINTREE_ENVIRONMENT'],
    [{ BRAINTREE_MERCHANT_ACCOUNTS: 'usd=acct' }, 'BRAINTREE_MERCHANT_ACCOUNTS'],
  ])('a half or bad live configuration stops start-up naming the variable: %o', (source, name) => {
    expect(() => parseEnv(source)).toThrow(name);
  });

  it('reads the Braintree merchant accounts per currency and the brand origin template', () => {
    const env = parseEnv({ BRAINTREE_MERCHANT_ACCOUNTS: 'USD:acct_us, CAD:acct_ca' });
    expect(env.BRAINTREE_MERCHANT_ACCOUNTS).toEqual({ USD: 'acct_us', CAD: 'acct_ca' });
    expect(parseEnv({}).BRAINTREE_ENVIRONMENT).toBe('production');
    expect(brandOrigin('https://{brand}.example.com/')('nestwood-ca')).toBe('https://nestwood-ca.example.com');
  });
});
