import braintree from 'braintree';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKey } from '@store/core';
import { orders, payments } from '../src/db/schema';
import { parseEnv } from '../src/env';
import { BRAINTREE_INVALID_SIGNATURE, BRAINTREE_MISSING_FIELDS } from '../src/payments/live/braintree-webhook';
import { liveProvidersFromEnv, type LiveProviders } from '../src/payments/live/live-providers';
import { doubleGateway, MERCHANT_ID, startBraintreeDouble } from './support/braintree-double';
import { eventRows, fuzzRequest, webhookState } from './support/live-webhooks';
import { insertOrder, sessionShopper } from './support/order-factory';
import { pay } from './support/payments';
import { useTestApp } from './support/test-app';
import { paymentWorker, postWebhook } from './support/webhooks';

/**
 * Live mode: Braintree's own webhooks at POST /payments/webhooks/braintree, a form of bt_signature and bt_payload made
 * exactly as Braintree makes them (the SDK's webhookTesting.sampleNotification, signed with the gateway's key pair) and
 * checked by the SDK's webhookNotification.parse. PayPal sales go through the official SDK to the local gateway double;
 * the queue settles the events with it.
 */
const gatewayDouble = startBraintreeDouble();
let live: LiveProviders;
let signer: braintree.BraintreeGateway;

beforeAll(async () => {
  const port = await gatewayDouble.listen();
  const env = parseEnv({
    PAYMENTS_MODE: 'live',
    BRAINTREE_MERCHANT_ID: MERCHANT_ID,
    BRAINTREE_PUBLIC_KEY: 'double_public',
    BRAINTREE_PRIVATE_KEY: 'double_private',
    BRAINTREE_API_HOST: `http://127.0.0.1:${port}`,
    BRAINTREE_MERCHANT_ACCOUNTS: 'USD:double_usd,CAD:double_cad',
  });
  live = liveProvidersFromEnv(env, undefined, {});
  // The same keys as the API's gateway: what Braintree signs with.
  signer = doubleGateway(port);
});
afterAll(() => gatewayDouble.close());

const t = useTestApp({
  paymentsMode: 'live',
  payments: () => live.providers,
  braintreeClientToken: (currency, brand) => live.braintreeClientToken!(currency, brand),
  get webhookVerifiers() {
    return live.webhookVerifiers;
  },
});
const worker = () => paymentWorker(t.app, t.db, { payments: live.providers });

type Kind = braintree.WebhookNotificationKind;
/** A notification as Braintree posts it: the SDK's sample, signed with `gateway`'s keys (the API's by default). */
async function notification(kind: Kind, id: string, gateway = signer): Promise<{ bt_signature: string; bt_payload: string }> {
  return gateway.webhookTesting.sampleNotification(kind, id);
}
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** POST /payments/webhooks/braintree as Braintree sends it: a form post to the brand's host. */
function postBraintree(body: string, options: { brand?: BrandKey; contentType?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/payments/webhooks/braintree',
    headers: {
      'content-type': options.contentType ?? 'application/x-www-form-urlencoded',
      'x-brand': options.brand ?? 'nestwood',
    },
    payload: body,
  });
}

/** An order of `brand` whose PayPal sale is authorized and waits for the store's confirmation: the order and the sale id. */
async function waiting(brand: BrandKey = 'nestwood', billingProvider: 'paypal' | 'paypalCredit' = 'paypal') {
  const s = await sessionShopper(t.app, brand);
  const order = await insertOrder(t.db, { brand, sessionHash: s.hash, billingProvider, totalAmount: 1999 });
  const res = await pay(t.app, s, order.id, { paymentToken: 'fake-paypal-authorize-only-nonce' });
  expect(res.json().result?.paymentStatus, res.body).toBe('requires_action');
  const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
  return { s, order, sale: attempt!.providerRef! };
}
const orderStatus = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
const attemptsOf = (orderId: string) => t.db.select().from(payments).where(eq(payments.orderId, orderId));

describe('POST /payments/webhooks/braintree: a notification settles the waiting attempt through the queue, once', () => {
  it.each(['paypal', 'paypalCredit'] as const)(
    'transaction_settled for a %s sale the gateway settled: 200, stored, the order paid once',
    async (provider) => {
      const { order, sale } = await waiting('nestwood', provider);
      gatewayDouble.settle(sale);
      const res = await postBraintree(form(await notification('transaction_settled', sale)));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', result: { received: true, duplicate: false } });
      const eventId = `transaction_settled:${sale}`;
      const { events, queued } = await eventRows(t.db, eventId);
      expect(events).toMatchObject([{ provider, type: 'transaction_settled', processedAt: null }]);
      expect(queued.map((job) => job.payload)).toEqual([
        { brand: 'nestwood', provider, eventId, providerRef: sale, orderId: order.id },
      ]);
      await worker().drain();
      expect(await orderStatus(order.id)).toBe('paid');
      expect((await attemptsOf(order.id)).map((p) => p.status)).toEqual(['succeeded']);
    },
  );

  it('a replay (the same form again, or Braintree’s retry with a new timestamp) is a 200 duplicate and changes nothing', async () => {
    const { order, sale } = await waiting();
    gatewayDouble.settle(sale);
    const first = form(await notification('transaction_settled', sale));
    expect((await postBraintree(first)).json().result).toEqual({ received: true, duplicate: false });
    await worker().drain();
    const before = await webhookState(t.db);
    const retried = form(await notification('transaction_settled', sale));
    for (const body of [first, retried])
      expect((await postBraintree(body)).json().result).toEqual({ received: true, duplicate: true });
    await worker().drain();
    expect(await webhookState(t.db)).toEqual(before);
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it('transaction_settlement_declined for a sale the processor declined fails the attempt; the order stays pending', async () => {
    const { order, sale } = await waiting();
    gatewayDouble.transactions.get(sale)!.status = 'settlement_declined';
    expect((await postBraintree(form(await notification('transaction_settlement_declined', sale)))).statusCode).toBe(200);
    await worker().drain();
    expect((await attemptsOf(order.id)).map((p) => p.status)).toEqual(['failed']);
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('the payload is only a pointer: a sale Braintree still holds authorized is confirmed, as the shopper’s return would', async () => {
    const { order, sale } = await waiting();
    expect((await postBraintree(form(await notification('transaction_settled', sale)))).statusCode).toBe(200);
    await worker().drain();
    // An authorized sale waiting for the shopper is confirmed by the settle path (submitted for settlement): paid.
    expect(await orderStatus(order.id)).toBe('paid');
    expect(gatewayDouble.transactions.get(sale)!.status).toBe('submitted_for_settlement');
  });
});

describe('acknowledged without any change', () => {
  it.each<[string, () => Promise<string>]>([
    ['an unknown transaction', async () => form(await notification('transaction_settled', 'bt_unknown'))],
    ['the control panel’s check', async () => form(await notification('check', ''))],
    ['a kind the store does not act on (a dispute)', async () => form(await notification('dispute_opened', 'dp1'))],
  ])('%s: 200, nothing stored or queued', async (_name, body) => {
    await waiting();
    const before = await webhookState(t.db);
    const res = await postBraintree(await body());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', result: { received: true, duplicate: false } });
    expect(await webhookState(t.db)).toEqual(before);
  });

  it('another brand’s sale (the gateway’s notifications reach every brand’s endpoint) changes nothing there', async () => {
    const theirs = await waiting('nestwood');
    gatewayDouble.settle(theirs.sale);
    const before = await webhookState(t.db);
    const res = await postBraintree(form(await notification('transaction_settled', theirs.sale)), { brand: 'driftvale' });
    expect(res.statusCode).toBe(200);
    expect(await webhookState(t.db)).toEqual(before);
    await worker().drain();
    expect(await orderStatus(theirs.order.id)).toBe('pending');
  });
});

describe('refused: 400 with a clear message, nothing stored or queued', () => {
  const otherKeys = (publicKey: string, privateKey: string) =>
    new braintree.BraintreeGateway({
      environment: braintree.Environment.Sandbox,
      merchantId: MERCHANT_ID,
      publicKey,
      privateKey,
    });
  /** The payload's XML with one change, re-encoded, the signature kept. */
  const tampered = (sample: { bt_signature: string; bt_payload: string }, from: string, to: string) => ({
    ...sample,
    bt_payload: Buffer.from(Buffer.from(sample.bt_payload, 'base64').toString('utf8').replace(from, to)).toString('base64'),
  });

  it.each<[string, (sale: string) => Promise<string>, string]>([
    [
      'signed with another private key',
      async (sale) => form(await notification('transaction_settled', sale, otherKeys('double_public', 'not_the_key'))),
      BRAINTREE_INVALID_SIGNATURE,
    ],
    [
      'signed by another public key',
      async (sale) => form(await notification('transaction_settled', sale, otherKeys('someone_else', 'double_private'))),
      BRAINTREE_INVALID_SIGNATURE,
    ],
    [
      'tampered (another transaction id, the signature kept)',
      async (sale) => form(tampered(await notification('transaction_settled', 'bt_other'), 'bt_other', sale)),
      BRAINTREE_INVALID_SIGNATURE,
    ],
    [
      'tampered (settlement declined made settled)',
      async (sale) =>
        form(tampered(await notification('transaction_settlement_declined', sale), 'settlement_declined', 'settled')),
      BRAINTREE_INVALID_SIGNATURE,
    ],
    [
      'a signature without its payload',
      async (sale) => form({ bt_signature: (await notification('transaction_settled', sale)).bt_signature }),
      BRAINTREE_MISSING_FIELDS,
    ],
    [
      'a payload without its signature',
      async (sale) => form({ bt_payload: (await notification('transaction_settled', sale)).bt_payload }),
      BRAINTREE_MISSING_FIELDS,
    ],
    ['an empty form', async () => '', BRAINTREE_MISSING_FIELDS],
  ])('%s', async (_name, body, message) => {
    const { order, sale } = await waiting();
    gatewayDouble.settle(sale);
    const sent = await body(sale);
    const before = await webhookState(t.db);
    const res = await postBraintree(sent);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message });
    expect(await webhookState(t.db)).toEqual(before);
    await worker().drain();
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('a body over 64 KB is 413, another media type 415', async () => {
    const sample = await notification('transaction_settled', 'bt_big');
    const big = form({ ...sample, padding: 'x'.repeat(70 * 1024) });
    const oversize = await postBraintree(big);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message: 'Request body is too large' });
    for (const contentType of ['application/json', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await postBraintree(JSON.stringify(sample), { contentType });
      expect(res.statusCode, contentType).toBe(415);
      expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    }
  });
});

describe('GET /payments/webhooks/braintree?bt_challenge=: Braintree’s check that the destination is the store’s', () => {
  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/payments/webhooks/braintree${query}`, headers: { 'x-brand': 'nestwood' } });

  it('answers, as text, what the SDK computes with the gateway’s keys', async () => {
    const challenge = '0123456789abcdef0123456789abcdef';
    const res = await get(`?bt_challenge=${challenge}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const sdk = signer.webhookNotification as unknown as { verify(challenge: string): string };
    expect(res.body).toBe(sdk.verify(challenge));
    expect(res.body).toMatch(/^double_public\|[0-9a-f]{40}$/);
  });

  it.each([
    ['no challenge', ''],
    ['a challenge that is not hex', '?bt_challenge=not-a-hex-challenge-at-all'],
    ['a challenge too short', '?bt_challenge=abc'],
    ['a challenge too long', `?bt_challenge=${'a'.repeat(65)}`],
  ])('%s: 400', async (_name, query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
  });

  it('a segment whose gateway asks no challenge is 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/payments/webhooks/paypal?bt_challenge=0123456789abcdef0123' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the store’s own webhook scheme is unchanged beside it', () => {
  it('POST /payments/webhooks/paypal still takes webhook-signature events, and refuses Braintree’s form', async () => {
    const e = {
      id: 'evt_own_scheme_paypal',
      type: 'payment.succeeded',
      data: { providerRef: 'bt_none', orderId: 'A'.repeat(24) },
    };
    expect((await postWebhook(t.app, t.db, 'paypal', e)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/payments/webhooks/paypal',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-brand': 'nestwood' },
      payload: form(await notification('transaction_settled', 'bt_none')),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('no input yields a 5xx', () => {
  it('a few hundred hostile requests (bodies, media types, forms, signed and not) answer 2xx or 4xx', async () => {
    const { sale } = await waiting();
    const valid = form(await notification('transaction_settled', sale));
    // The SDK's own signing of a payload (what sampleNotification does), untyped in @types/braintree.
    const testing = signer.webhookTesting as unknown as { sampleSignature(payload: string): string };
    const signedOver = (payload: string) => ({ bt_signature: testing.sampleSignature(payload), bt_payload: payload });
    for (let i = 0; i < 300; i += 1) {
      const { body, contentType } = fuzzRequest(valid, [undefined]);
      // Every third body is a payload signed with the real keys, so the parsing behind the signature is reached too.
      const payload = Buffer.from(body).toString('base64');
      const sent = i % 3 === 0 ? form(signedOver(payload)) : body;
      const res = await postBraintree(sent, { contentType: i % 3 === 0 ? 'application/x-www-form-urlencoded' : contentType });
      expect(res.statusCode, `${contentType} ${JSON.stringify(sent.slice(0, 80))}`).toBeLessThan(500);
    }
  });
});
