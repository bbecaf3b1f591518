import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REDIRECT_START_TOKEN } from '@store/core';
import { orders, payments, sandboxAmazonSessions, sandboxPaymentIntents } from '../src/db/schema';
import { useTestApp } from './support/test-app';
import { insertOrder, sessionShopper } from './support/order-factory';
import { pay } from './support/payments';
import { postWebhook } from './support/webhooks';
import { createPaymentProviders } from '../src/payments/registry';
import { settleWebhookEvent } from '../src/use-cases/payments/settle-webhook-event';
import { REDIRECT_SANDBOXES } from '../src/payments/providers/redirect-sandboxes';
import { reconcileStaleAttempts } from '../src/use-cases/payments/reconcile-stale-attempts';
import type { Shopper } from './support/shopper';

const t = useTestApp();
const TOTAL = 129_900;

const HOSTILE = [
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '%00',
  '%ZZ',
  '%F0%9F%98%80',
  '😀'.repeat(50),
  'x'.repeat(5000),
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '//evil.com',
  '/\\evil.com',
  'https://evil.com',
  'javascript:alert(1)',
  '%2F%2Fevil.com',
  'pi_' + 'A'.repeat(24),
  '__proto__',
  'constructor',
];

async function orderFor(provider: string, brand = 'nestwood', totalAmount = TOTAL) {
  const s = await sessionShopper(t.app, brand);
  const currency = brand.endsWith('-ca') ? 'CAD' : 'USD';
  const order = await insertOrder(t.db, {
    brand: brand as 'nestwood',
    sessionHash: s.hash,
    billingProvider: provider,
    totalAmount,
    currency,
  });
  return { s, order };
}

const form = (s: Shopper | null, url: string, brand = 'nestwood', payload = '') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'x-brand': brand, origin: `http://${brand}.localhost:3000`, 'content-type': 'application/x-www-form-urlencoded' },
    ...(s ? { cookies: Object.fromEntries(s.jar), remoteAddress: s.address } : {}),
    payload,
  });

describe('payments attack surface', () => {
  it('hostile values in every param, query and body of the payment routes answer below 500', async () => {
    const { s, order } = await orderFor('affirm');
    const enc = (v: string) => {
      try {
        return encodeURIComponent(v);
      } catch {
        return v;
      }
    };
    const failures: string[] = [];
    const check = (label: string, code: number) => {
      if (code >= 500) failures.push(`${label} -> ${code}`);
    };
    for (const raw of HOSTILE) {
      const v = enc(raw);
      for (const url of [
        `/sandbox/pay/affirm/${v}`,
        `/sandbox/pay/${v}/pi_${'A'.repeat(24)}`,
        `/sandbox/paypal/${v}`,
        `/sandbox/truemed/${v}`,
        `/sandbox/amazon-pay/${v}/sign-in`,
        `/sandbox/amazon-pay/${v}/pay`,
        `/amazonpay/session/${v}`,
        `/amazonpay/v2/sessions/${v}`,
        `/braintree/tokens?x=${v}`,
      ]) {
        check(`GET ${url.slice(0, 80)}`, (await s.call('GET', url)).statusCode);
      }
      for (const url of [
        `/sandbox/pay/affirm/${v}/approve`,
        `/sandbox/paypal/${v}/approve`,
        `/sandbox/truemed/${v}/approve`,
        `/sandbox/amazon-pay/${v}/sign-in`,
        `/sandbox/amazon-pay/${v}/pay/approve`,
      ])
        check(`FORM ${url.slice(0, 80)}`, (await form(s, url, 'nestwood', `address=${v}&x=${v}`)).statusCode);
      check(`pay ${raw.slice(0, 20)}`, (await pay(t.app, s, order.id, { paymentToken: raw })).statusCode);
      check(`pay id ${raw.slice(0, 20)}`, (await s.call('POST', `/orders/${v}/payment`, { paymentToken: raw })).statusCode);
      check(`truemed ${raw.slice(0, 20)}`, (await s.call('POST', `/truemed/sessions/${v}`, { answers: raw })).statusCode);
      check(
        `wallet ${raw.slice(0, 20)}`,
        (await s.call('POST', '/sandbox/wallet/tokens', { provider: raw, payer: raw, decision: raw })).statusCode,
      );
      check(
        `amazon create ${raw.slice(0, 20)}`,
        (await s.call('POST', `/amazonpay/session?checkoutReviewReturnUrl=${v}`)).statusCode,
      );
      check(
        `amazon v2 create ${raw.slice(0, 20)}`,
        (await s.call('POST', `/amazonpay/v2/sessions?checkoutReviewReturnUrl=${v}`)).statusCode,
      );
      check(
        `webhook ${raw.slice(0, 20)}`,
        (await postWebhook(t.app, t.db, v, { id: raw, type: raw, data: { providerRef: raw, orderId: raw } })).statusCode,
      );
      check(
        `webhook affirm ${raw.slice(0, 20)}`,
        (await postWebhook(t.app, t.db, 'affirm', { id: raw, type: raw, data: { providerRef: raw, orderId: raw } })).statusCode,
      );
      check(`webhook body ${raw.slice(0, 20)}`, (await postWebhook(t.app, t.db, 'affirm', raw)).statusCode);
    }
    for (const body of [
      { paymentToken: REDIRECT_START_TOKEN, chargeAmount: 1 },
      { paymentToken: REDIRECT_START_TOKEN, amount: 1 },
      { paymentToken: REDIRECT_START_TOKEN, numberOfPayments: 0 },
      { paymentToken: 1 },
      { paymentToken: null },
      { paymentToken: ['a'] },
      [],
      'x',
      null,
    ])
      check(`pay body ${JSON.stringify(body)}`, (await pay(t.app, s, order.id, body)).statusCode);
    expect(failures).toEqual([]);
  });
});

/** A call as the shopper's browser makes it (its cookies, the storefront's origin). */
function browser(s: Shopper, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, isForm = false) {
  return t.app.inject({
    method,
    url,
    headers: {
      'x-brand': s.brand,
      origin: `http://${s.brand}.localhost:3000`,
      ...(payload === undefined ? {} : { 'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json' }),
    },
    cookies: Object.fromEntries(s.jar),
    remoteAddress: s.address,
    ...(payload === undefined ? {} : { payload: isForm ? String(payload) : JSON.stringify(payload) }),
  });
}

/** Order A starts paying with an Amazon session; the client then re-points the session at order B and completes it. */
async function repointedSession() {
  const { s, order: a } = await orderFor('amazonPay', 'driftvale');
  const created = await browser(s, 'POST', '/amazonpay/v2/sessions?checkoutReviewReturnUrl=/checkout/review');
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().result.checkoutSessionId as string;
  expect((await browser(s, 'POST', `/sandbox/amazon-pay/${id}/sign-in`, 'address=us', true)).statusCode).toBe(303);
  const started = await pay(t.app, s, a.id, { paymentToken: id });
  expect(started.json().result.paymentStatus).toBe('requires_action');
  // Order B of the same shopper, same total: the client points the session at it and completes it itself.
  const b = await insertOrder(t.db, {
    brand: 'driftvale',
    sessionHash: s.hash,
    billingProvider: 'amazonPay',
    totalAmount: TOTAL,
  });
  const patched = await browser(s, 'PATCH', `/amazonpay/v2/sessions/${id}`, {
    merchantReference: b.id,
    checkoutResultReturnUrl: '/checkout/review',
  });
  expect(patched.statusCode, patched.body).toBe(200);
  expect((await browser(s, 'POST', `/sandbox/amazon-pay/${id}/pay/approve`, '', true)).statusCode).toBe(303);
  const body = { chargeAmount: { amount: TOTAL, currencyCode: 'USD' } };
  expect((await browser(s, 'POST', `/amazonpay/v2/sessions/${id}/complete`, body)).statusCode).toBe(200);
  const paidB = await pay(t.app, s, b.id, { paymentToken: id });
  expect(paidB.json().result?.paymentStatus, paidB.body).toBe('succeeded');
  return { s, a, b, id };
}

const orderStatus = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;

describe('Amazon Pay: a session moved to another order never pays the first (exactly once)', () => {
  it('an attempt whose session was re-pointed and completed for another order is not paid by the reconciliation', async () => {
    const { a } = await repointedSession();
    // An hour later the reconciliation looks at A's waiting attempt, by its idempotency key.
    const later = {
      db: t.db,
      payments: createPaymentProviders({ db: t.db, now: () => new Date() }),
      now: () => new Date(Date.now() + 2 * 60 * 60 * 1000),
    };
    await reconcileStaleAttempts(later);
    const [orderA] = await t.db.select().from(orders).where(eq(orders.id, a.id));
    expect(orderA?.status).toBe('pending');
    const succeeded = (await t.db.select().from(payments).where(eq(payments.orderId, a.id))).filter(
      (p) => p.status === 'succeeded',
    );
    expect(succeeded).toEqual([]);
  });
  it("replacing the first order's waiting attempt does not refund the other order's charge", async () => {
    const { s, a, b, id } = await repointedSession();
    // The shopper pays A with something else: A's waiting attempt is replaced and voided at Amazon.
    const again = await pay(t.app, s, a.id, { paymentToken: 'x'.repeat(32) });
    expect(again.statusCode).toBeLessThan(500);
    expect(await orderStatus(b.id)).toBe('paid');
    const [session] = await t.db.select().from(sandboxAmazonSessions).where(eq(sandboxAmazonSessions.id, id));
    expect(session?.chargeStatus).toBe('Captured');
  });
});

describe('races on one payment (at most one charge, no state going back)', () => {
  it('approve, cancel and decline pressed together on one redirect page: one answer wins; marker pays and webhooks settle once', async () => {
    const { s, order } = await orderFor('affirm');
    const started = await pay(t.app, s, order.id, { paymentToken: REDIRECT_START_TOKEN });
    const redirectUrl = started.json().result.redirectUrl as string;
    const ref = redirectUrl.split('/').pop()!;
    const path = redirectUrl.replace(/^\/api/, '');
    const presses = await Promise.all(
      (['approve', 'cancel', 'decline', 'approve', 'cancel', 'decline', 'approve', 'approve'] as const).map((d) =>
        form(null, `${path}/${d}`),
      ),
    );
    expect(presses.filter((r) => r.statusCode === 303)).toHaveLength(1);
    expect(presses.every((r) => r.statusCode === 303 || r.statusCode === 404)).toBe(true);
    const [row] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, ref));
    const providers = createPaymentProviders({ db: t.db, now: () => new Date() });
    const event = (n: number) => ({
      brand: 'nestwood',
      provider: 'affirm',
      eventId: `evt_${n}`,
      providerRef: ref,
      orderId: order.id,
    });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => pay(t.app, s, order.id, { paymentToken: ref }, `m${i}`)),
      ...Array.from({ length: 3 }, (_, i) =>
        settleWebhookEvent({ db: t.db, now: () => new Date(), payments: providers }, event(i)).then(() => null),
      ),
    ]);
    for (const a of answers) if (a) expect(a.statusCode).toBeLessThan(500);
    const attempts = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    const ledger = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.orderId, order.id));
    const approved = row?.status === REDIRECT_SANDBOXES.affirm.lifecycle.approved;
    expect(await orderStatus(order.id)).toBe(approved ? 'paid' : 'pending');
    expect(attempts.filter((p) => p.status === 'succeeded')).toHaveLength(approved ? 1 : 0);
    expect(ledger.filter((r) => r.status === REDIRECT_SANDBOXES.affirm.lifecycle.captured)).toHaveLength(approved ? 1 : 0);
  });

  it('Amazon: completing the session and paying with it at once pays the order once with one charge', async () => {
    const s = await sessionShopper(t.app, 'driftvale');
    const order = await insertOrder(t.db, {
      brand: 'driftvale',
      sessionHash: s.hash,
      billingProvider: 'amazonPay',
      totalAmount: TOTAL,
    });
    const created = await browser(s, 'POST', '/amazonpay/v2/sessions?checkoutReviewReturnUrl=/checkout/review');
    const id = created.json().result.checkoutSessionId as string;
    await browser(s, 'POST', `/sandbox/amazon-pay/${id}/sign-in`, 'address=us', true);
    const started = await pay(t.app, s, order.id, { paymentToken: id });
    expect(started.json().result.paymentStatus).toBe('requires_action');
    expect((await browser(s, 'POST', `/sandbox/amazon-pay/${id}/pay/approve`, '', true)).statusCode).toBe(303);
    const body = { chargeAmount: { amount: TOTAL, currencyCode: 'USD' } };
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => browser(s, 'POST', `/amazonpay/v2/sessions/${id}/complete`, body)),
      ...Array.from({ length: 5 }, (_, i) => pay(t.app, s, order.id, { paymentToken: id }, `a${i}`)),
    ]);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    expect(await orderStatus(order.id)).toBe('paid');
    const attempts = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempts.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    const [session] = await t.db.select().from(sandboxAmazonSessions).where(eq(sandboxAmazonSessions.id, id));
    expect([session?.state, session?.chargeStatus]).toEqual(['Completed', 'Captured']);
  });

  it('return URLs that leave the storefront are refused (no open redirect)', async () => {
    const s = await sessionShopper(t.app, 'driftvale');
    for (const url of [
      '//evil.com',
      '/\\evil.com',
      'https://evil.com',
      'javascript:alert(1)',
      '%2F%2Fevil.com',
      '/checkout//evil.com',
      '/checkout/../..//evil.com',
      '/checkout/\\evil.com',
      ' /checkout/review',
      '/checkout/review#//evil.com',
    ])
      for (const base of ['/amazonpay/session', '/amazonpay/v2/sessions']) {
        const res = await browser(s, 'POST', `${base}?checkoutReviewReturnUrl=${encodeURIComponent(url)}`);
        expect([url, res.statusCode]).toEqual([url, 400]);
      }
  });
});

/** A signed-in Amazon session of the shopper pointed at `orderId` (PATCH) and approved by the buyer on its page. */
async function approvedSessionFor(s: Shopper, orderId: string) {
  const created = await browser(s, 'POST', '/amazonpay/v2/sessions?checkoutReviewReturnUrl=/checkout/review');
  const id = created.json().result.checkoutSessionId as string;
  await browser(s, 'POST', `/sandbox/amazon-pay/${id}/sign-in`, 'address=us', true);
  const patched = await browser(s, 'PATCH', `/amazonpay/v2/sessions/${id}`, {
    merchantReference: orderId,
    checkoutResultReturnUrl: '/checkout/review',
  });
  if (patched.statusCode === 200) await browser(s, 'POST', `/sandbox/amazon-pay/${id}/pay/approve`, '', true);
  return { id, patched };
}

describe('Amazon Pay: one charge per order, only for an Amazon Pay order', () => {
  const complete = (s: Shopper, id: string) =>
    browser(s, 'POST', `/amazonpay/v2/sessions/${id}/complete`, { chargeAmount: { amount: TOTAL, currencyCode: 'USD' } });
  const sessionRow = async (id: string) =>
    (await t.db.select().from(sandboxAmazonSessions).where(eq(sandboxAmazonSessions.id, id)))[0];

  it('a card order cannot be the merchant reference of an Amazon session (no Amazon charge beside the card one)', async () => {
    const { s, order } = await orderFor('stripeDirect', 'driftvale');
    const { id, patched } = await approvedSessionFor(s, order.id);
    expect(patched.statusCode).toBe(404);
    expect((await complete(s, id)).statusCode).toBe(409);
    expect((await sessionRow(id))?.state).toBe('Open');
  });

  it('a second session of a paid order cannot be completed (no second charge)', async () => {
    const { s, order } = await orderFor('amazonPay', 'driftvale');
    const first = await approvedSessionFor(s, order.id);
    const second = await approvedSessionFor(s, order.id);
    expect((await complete(s, first.id)).statusCode).toBe(200);
    expect((await pay(t.app, s, order.id, { paymentToken: first.id })).json().result.order.status).toBe('paid');
    expect((await complete(s, second.id)).statusCode).toBe(409);
    expect((await sessionRow(second.id))?.state).toBe('Open');
    // The first one's repeated completion still answers it, charging nothing more.
    expect((await complete(s, first.id)).statusCode).toBe(200);
  });

  it('two sessions of one pending order: the second cannot be completed once the first is', async () => {
    const { s, order } = await orderFor('amazonPay', 'driftvale');
    const first = await approvedSessionFor(s, order.id);
    const second = await approvedSessionFor(s, order.id);
    expect((await complete(s, first.id)).statusCode).toBe(200);
    expect((await complete(s, second.id)).statusCode).toBe(409);
    expect((await sessionRow(second.id))?.chargeStatus).not.toBe('Captured');
  });
});

describe('odd requests on the webhook and the hosted pages answer below 500', () => {
  it('bodies of other types, sizes and shapes', async () => {
    const { s, order } = await orderFor('affirm');
    const started = await pay(t.app, s, order.id, { paymentToken: REDIRECT_START_TOKEN });
    const path = (started.json().result.redirectUrl as string).replace(/^\/api/, '');
    const codes: Array<[string, number]> = [];
    const hit = async (label: string, method: 'POST' | 'GET' | 'PUT', url: string, type: string | null, payload?: string) => {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'x-brand': 'nestwood', origin: 'http://nestwood.localhost:3000', ...(type ? { 'content-type': type } : {}) },
        ...(payload === undefined ? {} : { payload }),
      });
      codes.push([label, res.statusCode]);
    };
    for (const [type, payload] of [
      ['text/plain', 'x'],
      ['application/json', '{'],
      ['application/json', '[]'],
      ['application/json', 'null'],
      ['application/json', 'x'.repeat(70 * 1024)],
      ['application/x-www-form-urlencoded', '%%%&&=='],
      ['multipart/form-data; boundary=x', '--x--'],
      [null, undefined],
    ] as Array<[string | null, string | undefined]>) {
      await hit(`webhook ${type}`, 'POST', '/payments/webhooks/affirm', type, payload);
      await hit(`page ${type}`, 'POST', `${path}/approve`, type, payload);
      await hit(`paypal ${type}`, 'POST', `/sandbox/paypal/pi_${'A'.repeat(24)}/approve`, type, payload);
      await hit(`truemed ${type}`, 'POST', `/sandbox/truemed/pi_${'A'.repeat(24)}/approve`, type, payload);
      await hit(`amazon ${type}`, 'POST', `/sandbox/amazon-pay/${'a'.repeat(32)}/sign-in`, type, payload);
    }
    await hit('webhook bad signature', 'POST', '/payments/webhooks/affirm', 'application/json', '{}');
    expect(codes.filter(([, code]) => code >= 500)).toEqual([]);
  });
});

describe('Amazon Pay: a session completed by the client first is the order’s one charge', () => {
  it('paying the order with another session afterwards captures nothing more; the completed session pays it', async () => {
    const { s, order } = await orderFor('amazonPay', 'driftvale');
    const created = await browser(s, 'POST', '/amazonpay/v2/sessions?checkoutReviewReturnUrl=/checkout/review');
    const first = created.json().result.checkoutSessionId as string;
    await browser(s, 'POST', `/sandbox/amazon-pay/${first}/sign-in`, 'address=us', true);
    expect((await pay(t.app, s, order.id, { paymentToken: first })).json().result.paymentStatus).toBe('requires_action');
    const second = await approvedSessionFor(s, order.id);
    const body = { chargeAmount: { amount: TOTAL, currencyCode: 'USD' } };
    expect((await browser(s, 'POST', `/amazonpay/v2/sessions/${second.id}/complete`, body)).statusCode).toBe(200);
    // The store completed the second session by paying the order with it, which replaced (and withdrew) the first
    // session's waiting payment: its page is gone.
    expect((await browser(s, 'POST', `/sandbox/amazon-pay/${first}/pay/approve`, '', true)).statusCode).toBe(404);
    const returned = await pay(t.app, s, order.id, { paymentToken: first });
    expect(returned.statusCode).toBeLessThan(500);
    const captured = await t.db.select().from(sandboxAmazonSessions).where(eq(sandboxAmazonSessions.merchantReference, order.id));
    expect(captured.filter((row) => row.chargeStatus === 'Captured').map((row) => row.id)).toEqual([second.id]);
    const paid = await pay(t.app, s, order.id, { paymentToken: second.id });
    expect(paid.json().result?.order.status, paid.body).toBe('paid');
  });
});

describe("other providers', orders' and brands' references pay nothing", () => {
  it('an approved Affirm marker, a PayPal order and an Amazon session do not pay an order of another provider or brand', async () => {
    const { s, order: affirmOrder } = await orderFor('affirm');
    const started = await pay(t.app, s, affirmOrder.id, { paymentToken: REDIRECT_START_TOKEN });
    const redirectUrl = started.json().result.redirectUrl as string;
    const ref = redirectUrl.split('/').pop()!;
    expect((await form(null, `${redirectUrl.replace(/^\/api/, '')}/approve`, 'driftvale')).statusCode).toBe(404);
    expect((await form(null, `/sandbox/paypal/${ref}/approve`)).statusCode).toBe(404);
    expect((await form(null, `/sandbox/truemed/${ref}/approve`)).statusCode).toBe(404);
    expect((await form(null, `${redirectUrl.replace(/^\/api/, '')}/approve`)).statusCode).toBe(303);
    // The approved Affirm marker on an Afterpay order and a card order of the same shopper: refused, nothing charged.
    for (const provider of ['afterPay', 'stripeDirect', 'paypal', 'truemed', 'amazonPay']) {
      const other = await insertOrder(t.db, {
        brand: 'nestwood',
        sessionHash: s.hash,
        billingProvider: provider,
        totalAmount: TOTAL,
      });
      const res = await pay(t.app, s, other.id, { paymentToken: ref });
      expect([provider, res.statusCode < 500, await orderStatus(other.id)]).toEqual([provider, true, 'pending']);
    }
    const [row] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, ref));
    expect(row?.status).toBe(REDIRECT_SANDBOXES.affirm.lifecycle.approved);
  });
});
