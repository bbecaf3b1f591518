import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKey } from '@store/core';
import { channelRegistryFromEnv } from '../src/channels/read-channels';
import { orders, payments } from '../src/db/schema';
import { parseEnv } from '../src/env';
import { liveProvidersFromEnv, type LiveProviders } from '../src/payments/live/live-providers';
import {
  STRIPE_EXPIRED_SIGNATURE,
  STRIPE_INVALID_EVENT,
  STRIPE_INVALID_SIGNATURE,
  STRIPE_MISSING_SIGNATURE,
} from '../src/payments/live/stripe-webhook';
import { insertOrder, sessionShopper } from './support/order-factory';
import { eventRows, fuzzRequest, webhookState } from './support/live-webhooks';
import { pay } from './support/payments';
import { startStripeDouble } from './support/stripe-double';
import { useTestApp } from './support/test-app';
import { paymentWorker, postWebhook } from './support/webhooks';

/**
 * Live mode: Stripe's own webhooks at POST /payments/webhooks/stripe, signed exactly as Stripe signs them (the SDK's
 * generateTestHeaderString) and verified by the SDK's constructEvent. nestwood's channel names its endpoint secret
 * (STRIPE_WEBHOOK_SECRET_NESTWOOD); plume's names none and takes STRIPE_WEBHOOK_SECRET. Payments go through the
 * official SDK to the local Stripe double; the queue settles the events with it.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'stripe-webhooks-'));
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
const CHANNELS_FILE = path.join(dir, 'channels.json');
writeFileSync(
  CHANNELS_FILE,
  JSON.stringify({
    channels: [
      channel('nestwood', 'shop.example.test', {
        stripeDirect: { webhookSecretEnv: 'STRIPE_WEBHOOK_SECRET_NESTWOOD' },
      }),
      channel('plume', 'plume.example.test'),
    ],
  }),
);
const channels = channelRegistryFromEnv({
  CHANNELS_FILE,
  DEFAULT_BRAND: 'nestwood',
  STOREFRONT_ORIGIN: 'http://{brand}.localhost:3000',
});

const PROCESS_SECRET = 'whsec_process_0123456789abcdef';
const NESTWOOD_SECRET = 'whsec_nestwood_0123456789abcdef';
const SECRET_OF: Record<string, string> = { nestwood: NESTWOOD_SECRET, plume: PROCESS_SECRET };

const stripe = startStripeDouble();
let live: LiveProviders;

beforeAll(async () => {
  const env = parseEnv({
    PAYMENTS_MODE: 'live',
    STRIPE_SECRET_KEY: 'sk_test_shared',
    STRIPE_API_HOST: await stripe.listen(),
    STRIPE_WEBHOOK_SECRET: PROCESS_SECRET,
  });
  live = liveProvidersFromEnv(env, channels, { STRIPE_WEBHOOK_SECRET_NESTWOOD: NESTWOOD_SECRET });
});
afterAll(() => stripe.close());

const t = useTestApp({
  channels,
  paymentsMode: 'live',
  payments: () => live.providers,
  channelWebhookSecret: (brand, provider) => live.channelWebhookSecret(brand, provider),
  get webhookVerifiers() {
    return live.webhookVerifiers;
  },
});
const worker = () => paymentWorker(t.app, t.db, { payments: live.providers });

let seq = 0;
/** A Stripe event as Stripe sends it (a snapshot of the object at the time). */
function stripeEvent(type: string, object: object, id = `evt_${Date.now()}${++seq}`): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-09-30.clover',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}
const intentEvent = (type: string, intentId: string, id?: string) =>
  stripeEvent(type, { ...stripe.intents.get(intentId), status: type.split('.')[1] }, id);
const eventIdOf = (payload: string): string => (JSON.parse(payload) as { id: string }).id;

interface PostOptions {
  brand?: BrandKey;
  secret?: string;
  timestamp?: number;
  /** A header of one's own (null: none at all). */
  signature?: string | null;
  contentType?: string;
  /** The bytes sent, when not the ones signed. */
  body?: string | Buffer;
}

/** POST /payments/webhooks/stripe as Stripe sends it: the raw body with its Stripe-Signature, for the brand's host. */
function postStripe(payload: string, options: PostOptions = {}) {
  const brand = options.brand ?? 'nestwood';
  const secret = options.secret ?? SECRET_OF[brand]!;
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(options.timestamp && { timestamp: options.timestamp }) })
      : options.signature;
  return t.app.inject({
    method: 'POST',
    url: '/payments/webhooks/stripe',
    headers: {
      'content-type': options.contentType ?? 'application/json; charset=utf-8',
      'x-brand': brand,
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload: options.body ?? payload,
  });
}

/** A nestwood (or plume) order whose card payment waits for 3-D Secure at Stripe: the order and the intent id. */
async function waiting(brand: BrandKey = 'nestwood') {
  const s = await sessionShopper(t.app, brand);
  const order = await insertOrder(t.db, { brand, sessionHash: s.hash, totalAmount: 1999 });
  const res = await pay(t.app, s, order.id, { paymentToken: 'pm_card_threeDSecure2Required' });
  expect(res.json().result?.paymentStatus, res.body).toBe('requires_action');
  const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
  return { s, order, intent: attempt!.providerRef! };
}
const orderStatus = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
const attemptsOf = (orderId: string) => t.db.select().from(payments).where(eq(payments.orderId, orderId));

describe('POST /payments/webhooks/stripe: a Stripe event settles the waiting attempt through the queue, once', () => {
  it('payment_intent.succeeded after the bank approved: 200, stored under the attempt’s provider, the order paid once', async () => {
    const { order, intent } = await waiting();
    stripe.finish3ds(intent, true);
    const payload = intentEvent('payment_intent.succeeded', intent);
    const res = await postStripe(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', result: { received: true, duplicate: false } });
    const { events, queued } = await eventRows(t.db, eventIdOf(payload));
    expect(events).toMatchObject([{ provider: 'stripeDirect', type: 'payment_intent.succeeded', processedAt: null }]);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toEqual({
      brand: 'nestwood',
      provider: 'stripeDirect',
      eventId: eventIdOf(payload),
      providerRef: intent,
      orderId: order.id,
    });
    await worker().drain();
    expect(await orderStatus(order.id)).toBe('paid');
    expect((await attemptsOf(order.id)).map((p) => p.status)).toEqual(['succeeded']);
    expect((await eventRows(t.db, eventIdOf(payload))).events[0]!.processedAt).not.toBeNull();
  });

  it('a replay of the same event (Stripe retries, or an attacker resends it signed anew) is a 200 duplicate and changes nothing', async () => {
    const { order, intent } = await waiting();
    stripe.finish3ds(intent, true);
    const payload = intentEvent('payment_intent.succeeded', intent);
    const answers = await Promise.all([1, 2, 3].map(() => postStripe(payload)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().result.duplicate).sort()).toEqual([false, true, true]);
    await worker().drain();
    const before = await webhookState(t.db);
    expect((await postStripe(payload)).json().result).toEqual({ received: true, duplicate: true });
    await worker().drain();
    expect(await webhookState(t.db)).toEqual(before);
    expect((await eventRows(t.db, eventIdOf(payload))).queued).toHaveLength(1);
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it('payment_intent.payment_failed after a failed 3-D Secure fails the attempt; the order stays pending and can be paid', async () => {
    const { s, order, intent } = await waiting();
    stripe.finish3ds(intent, false);
    expect((await postStripe(intentEvent('payment_intent.payment_failed', intent))).statusCode).toBe(200);
    await worker().drain();
    expect((await attemptsOf(order.id)).map((p) => p.status)).toEqual(['failed']);
    expect(await orderStatus(order.id)).toBe('pending');
    const again = await pay(t.app, s, order.id, { paymentToken: 'pm_card_visa' });
    expect(again.json().result).toMatchObject({ paymentStatus: 'succeeded', order: { status: 'paid' } });
  });

  it('an event ahead of the bank’s answer changes nothing: the state is read from Stripe, not from the payload', async () => {
    const { order, intent } = await waiting();
    // The payload says succeeded; Stripe still says requires_action.
    expect((await postStripe(intentEvent('payment_intent.succeeded', intent))).statusCode).toBe(200);
    await worker().drain();
    expect((await attemptsOf(order.id)).map((p) => p.status)).toEqual(['requires_action']);
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('an attempt whose answer was never written (the connection dropped) is found by the attempt key in metadata', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, totalAmount: 1999 });
    stripe.dropAfterWork((q) => q.method === 'POST' && q.path === '/v1/payment_intents', 2);
    await pay(t.app, s, order.id, { paymentToken: 'pm_card_visa' });
    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({ status: 'processing', providerRef: null });
    const intent = [...stripe.intents.values()].find((i) => i.metadata.attempt === attempt!.idempotencyKey)!;
    expect((await postStripe(stripeEvent('payment_intent.succeeded', intent))).statusCode).toBe(200);
    // Past the processing lease, the queue reconciles the attempt with Stripe (by its key).
    await paymentWorker(t.app, t.db, { payments: live.providers, now: () => new Date(Date.now() + 120_000) }).drain();
    expect(await orderStatus(order.id)).toBe('paid');
    expect((await attemptsOf(order.id)).map((p) => [p.status, p.providerRef])).toEqual([['succeeded', intent.id]]);
  });

  it('charge.refunded is recorded (processed, nothing queued) for the attempt of its PaymentIntent', async () => {
    const { intent } = await waiting();
    const payload = stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: intent, refunded: true });
    expect((await postStripe(payload)).statusCode).toBe(200);
    const { events, queued } = await eventRows(t.db, eventIdOf(payload));
    expect(events).toMatchObject([{ provider: 'stripeDirect', type: 'charge.refunded', processedAt: expect.any(Date) }]);
    expect(queued).toHaveLength(0);
  });
});

describe('acknowledged without any change', () => {
  it.each([
    ['an unknown PaymentIntent', () => stripeEvent('payment_intent.succeeded', { id: 'pi_unknown000', metadata: {} })],
    ['a type the store does not act on', () => stripeEvent('customer.created', { id: 'cus_1', object: 'customer' })],
    ['a refund of no PaymentIntent', () => stripeEvent('charge.refunded', { id: 'ch_2', payment_intent: null })],
  ])('%s: 200, nothing stored or queued', async (_name, payload) => {
    await waiting();
    const before = await webhookState(t.db);
    const res = await postStripe(payload());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', result: { received: true, duplicate: false } });
    expect(await webhookState(t.db)).toEqual(before);
  });

  it('another brand’s PaymentIntent (a shared account’s events reach every brand’s endpoint) changes nothing there', async () => {
    const theirs = await waiting('nestwood');
    stripe.finish3ds(theirs.intent, true);
    const before = await webhookState(t.db);
    const res = await postStripe(intentEvent('payment_intent.succeeded', theirs.intent), { brand: 'plume' });
    expect(res.statusCode).toBe(200);
    expect(await webhookState(t.db)).toEqual(before);
    await worker().drain();
    expect(await orderStatus(theirs.order.id)).toBe('pending');
  });
});

describe('refused: 400 with a clear message, nothing stored or queued', () => {
  const now = () => Math.floor(Date.now() / 1000);
  it.each<[string, (payload: string) => PostOptions, string]>([
    ['unsigned', () => ({ signature: null }), STRIPE_MISSING_SIGNATURE],
    ['signed with another secret', () => ({ secret: 'whsec_not_this_endpoint_000000' }), STRIPE_INVALID_SIGNATURE],
    [
      'nestwood signed with STRIPE_WEBHOOK_SECRET (its channel names its own)',
      () => ({ secret: PROCESS_SECRET }),
      STRIPE_INVALID_SIGNATURE,
    ],
    ['a malformed header', () => ({ signature: 't=abc,v1=zz' }), STRIPE_INVALID_SIGNATURE],
    [
      'tampered (the amount changed after signing)',
      (payload) => ({ body: payload.replace('"amount":1999', '"amount":1') }),
      STRIPE_INVALID_SIGNATURE,
    ],
    ['tampered by one byte of whitespace', (payload) => ({ body: `${payload} ` }), STRIPE_INVALID_SIGNATURE],
    ['signed 6 minutes ago (a captured request replayed)', () => ({ timestamp: now() - 360 }), STRIPE_EXPIRED_SIGNATURE],
  ])('%s', async (_name, options, message) => {
    const { order, intent } = await waiting();
    stripe.finish3ds(intent, true);
    const payload = intentEvent('payment_intent.succeeded', intent);
    const before = await webhookState(t.db);
    const res = await postStripe(payload, options(payload));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message });
    expect(await webhookState(t.db)).toEqual(before);
    await worker().drain();
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('plume’s endpoint verifies with STRIPE_WEBHOOK_SECRET, and refuses nestwood’s secret', async () => {
    const { order, intent } = await waiting('plume');
    stripe.finish3ds(intent, true);
    const payload = intentEvent('payment_intent.succeeded', intent);
    expect((await postStripe(payload, { brand: 'plume', secret: NESTWOOD_SECRET })).statusCode).toBe(400);
    expect((await postStripe(payload, { brand: 'plume' })).statusCode).toBe(200);
    await worker().drain();
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it('a signed body that is not a Stripe event is a 400', async () => {
    for (const body of [
      'not json',
      '[]',
      'null',
      '{"id":"evt_1"}',
      JSON.stringify({ id: 'evt_\u0000', type: 'x', data: { object: {} } }),
    ]) {
      const res = await postStripe(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().message).toBe(STRIPE_INVALID_EVENT);
    }
  });

  it('a body over 64 KB is 413, another media type 415', async () => {
    const big = stripeEvent('payment_intent.succeeded', { id: 'pi_big', metadata: { note: 'x'.repeat(70 * 1024) } });
    const oversize = await postStripe(big);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message: 'Request body is too large' });
    const payload = stripeEvent('payment_intent.succeeded', { id: 'pi_form', metadata: {} });
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'application/xml']) {
      const res = await postStripe(payload, { contentType });
      expect(res.statusCode, contentType).toBe(415);
      expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    }
  });
});

describe('the store’s own webhook scheme is unchanged beside it', () => {
  it('POST /payments/webhooks/stripeDirect still takes webhook-signature events (not Stripe’s header)', async () => {
    const e = { id: 'evt_own_scheme', type: 'payment.succeeded', data: { providerRef: 'pi_none', orderId: 'A'.repeat(24) } };
    const own = await postWebhook(t.app, t.db, 'stripeDirect', e, { secret: NESTWOOD_SECRET });
    expect(own.statusCode).toBe(200);
    const payload = stripeEvent('payment_intent.succeeded', { id: 'pi_none', metadata: {} });
    const stripeSigned = await t.app.inject({
      method: 'POST',
      url: '/payments/webhooks/stripeDirect',
      headers: {
        'content-type': 'application/json',
        'x-brand': 'nestwood',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: NESTWOOD_SECRET }),
      },
      payload,
    });
    expect(stripeSigned.statusCode).toBe(400);
  });
});

describe('no input yields a 5xx', () => {
  it('a few hundred hostile requests (bodies, media types, headers, signed and not) answer 2xx or 4xx', async () => {
    const { intent } = await waiting();
    const valid = intentEvent('payment_intent.requires_action', intent);
    const signed = (body: string) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret: NESTWOOD_SECRET });
    for (let i = 0; i < 300; i += 1) {
      const { body, contentType, signature } = fuzzRequest(valid, [undefined, 't=1,v1=00', 'garbage', '', signed(valid)]);
      // Half are signed over their own bytes, so the parsing behind the signature is reached too.
      const header = i % 2 === 0 ? signed(body) : signature;
      const res = await t.app.inject({
        method: 'POST',
        url: '/payments/webhooks/stripe',
        headers: {
          'content-type': contentType,
          'x-brand': 'nestwood',
          ...(header === undefined ? {} : { 'stripe-signature': header }),
        },
        payload: body,
      });
      expect(res.statusCode, `${contentType} ${JSON.stringify(body.slice(0, 80))}`).toBeLessThan(500);
    }
  });
});
