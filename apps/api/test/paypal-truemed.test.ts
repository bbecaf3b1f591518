import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { REDIRECT_START_TOKEN } from '@store/core';
import { orders, payments, sandboxPaymentIntents } from '../src/db/schema';
import { CLIENT_TOKEN_TTL_MS } from '../src/payments/braintree/client-token';
import { PAYMENT_CANCELLED_MESSAGE, INVALID_PAYMENT_TOKEN_MESSAGE } from '../src/use-cases/payments/finish-attempt';
import { useTestApp } from './support/test-app';
import { insertOrder, sessionShopper } from './support/order-factory';
import { pay } from './support/payments';
import type { Shopper } from './support/shopper';

let offsetMs = 0;
const t = useTestApp({ now: () => new Date(Date.now() + offsetMs) });
afterEach(() => {
  offsetMs = 0;
});

const ORIGIN = 'http://nestwood.localhost:3000';

async function clientToken(s: Shopper): Promise<string> {
  const res = await s.call('GET', '/braintree/tokens');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.json() as { status: 'ok'; result: { clientToken: string } }).result.clientToken;
}

/** The browser on a hosted page: GET it, then press a button (a form post from the storefront's origin). */
async function press(s: Shopper, redirectUrl: string, button: string) {
  const path = redirectUrl.replace(/^\/api/, '');
  const page = await t.app.inject({ method: 'GET', url: path, headers: { 'x-brand': s.brand } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`>${button[0]!.toUpperCase()}${button.slice(1)}<`);
  const res = await t.app.inject({
    method: 'POST',
    url: `${path}/${button}`,
    headers: { 'x-brand': s.brand, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  return { page, res };
}

const ledger = (orderId: string) => t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.orderId, orderId));

/** Starts a PayPal payment: the client token of the session pays, the answer is the hosted PayPal page. */
async function startPaypal(brand = 'nestwood', provider = 'paypal', totalAmount = 129_900) {
  const s = await sessionShopper(t.app, brand);
  const currency = brand.endsWith('-ca') ? 'CAD' : 'USD';
  const order = await insertOrder(t.db, {
    brand: brand as 'nestwood',
    sessionHash: s.hash,
    billingProvider: provider,
    totalAmount,
    currency,
  });
  const res = await pay(t.app, s, order.id, { paymentToken: await clientToken(s) });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.result.paymentStatus).toBe('requires_action');
  expect(body.result.redirectUrl).toMatch(/^\/api\/sandbox\/paypal\/pi_[0-9A-Za-z]{24}$/);
  return { s, order, redirectUrl: body.result.redirectUrl as string };
}

describe('GET /braintree/tokens and PayPal via braintree', () => {
  it('approve: the page returns to review with orderId and payment_intent; the marker captures the order total once', async () => {
    const { s, order, redirectUrl } = await startPaypal('nestwood', 'paypal', 99_900);
    const { page, res } = await press(s, redirectUrl, 'approve');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('$999.00');
    for (const label of ['Approve', 'Cancel', 'Decline']) expect(page.body).toContain(`>${label}<`);
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location), ORIGIN);
    expect(back.pathname).toBe('/checkout/review');
    expect(back.searchParams.get('orderId')).toBe(order.id);
    const ref = back.searchParams.get('payment_intent')!;
    expect((await ledger(order.id))[0]?.status).toBe('APPROVED');

    const paid = await pay(t.app, s, order.id, { paymentToken: ref });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().result).toMatchObject({ paymentStatus: 'succeeded', order: { status: 'paid' } });
    const rows = await ledger(order.id);
    expect(rows).toEqual([expect.objectContaining({ status: 'COMPLETED', amount: 99_900, currency: 'USD', provider: 'paypal' })]);

    // The replayed marker (a reload of review) answers the paid order: no second capture, no second payment.
    const replay = await pay(t.app, s, order.id, { paymentToken: ref });
    expect(replay.json().result.paymentStatus).toBe('succeeded');
    const succeeded = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]).toMatchObject({ amount: 99_900, provider: 'paypal', providerRef: ref });
    // The page cannot be answered again.
    const again = await t.app.inject({
      method: 'GET',
      url: redirectUrl.replace(/^\/api/, ''),
      headers: { 'x-brand': 'nestwood' },
    });
    expect(again.statusCode).toBe(404);
  });

  it('cancel: back on review, the payment is refused with the cancel message and the order stays pending', async () => {
    const { s, order, redirectUrl } = await startPaypal();
    const { res } = await press(s, redirectUrl, 'cancel');
    const back = new URL(String(res.headers.location), ORIGIN);
    const answer = await pay(t.app, s, order.id, { paymentToken: back.searchParams.get('payment_intent') });
    expect(answer.statusCode).toBe(402);
    expect(answer.json().message).toBe(PAYMENT_CANCELLED_MESSAGE);
    expect((await ledger(order.id))[0]?.status).toBe('VOIDED');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('pending');
    // A new client token starts a new PayPal order for the same order.
    const retry = await pay(t.app, s, order.id, { paymentToken: await clientToken(s) });
    expect(retry.json().result.paymentStatus).toBe('requires_action');
  });

  it('decline: the payment is declined (402) and nothing is captured', async () => {
    const { s, order, redirectUrl } = await startPaypal();
    const { res } = await press(s, redirectUrl, 'decline');
    const back = new URL(String(res.headers.location), ORIGIN);
    const answer = await pay(t.app, s, order.id, { paymentToken: back.searchParams.get('payment_intent') });
    expect(answer.statusCode).toBe(402);
    expect((await ledger(order.id)).map((r) => r.status)).toEqual(['DECLINED']);
  });

  it('PayPal Credit goes the same way under its own name; nestwood-ca pays PayPal in CAD', async () => {
    const credit = await startPaypal('nestwood', 'paypalCredit');
    expect((await press(credit.s, credit.redirectUrl, 'approve')).page.body).toContain('PayPal Credit');
    expect((await ledger(credit.order.id))[0]?.provider).toBe('paypalCredit');

    const ca = await startPaypal('nestwood-ca', 'paypal', 149_900);
    const { res } = await press(ca.s, ca.redirectUrl, 'approve');
    const back = new URL(String(res.headers.location), ORIGIN);
    const paid = await pay(t.app, ca.s, ca.order.id, { paymentToken: back.searchParams.get('payment_intent') });
    expect(paid.json().result.paymentStatus).toBe('succeeded');
    expect((await ledger(ca.order.id))[0]).toMatchObject({ status: 'COMPLETED', amount: 149_900, currency: 'CAD' });
  });

  it.each([
    ['forged', async (_s: Shopper, token: string) => `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`],
    ['made up', async () => 'bt1.9999999999999.aaaaaaaaaaaaaaaaaaaaaa.' + 'a'.repeat(43)],
    ["another session's", async () => clientToken(await sessionShopper(t.app))],
    ["another brand's", async () => clientToken(await sessionShopper(t.app, 'driftvale'))],
    [
      'expired',
      async (_s: Shopper, token: string) => {
        offsetMs = CLIENT_TOKEN_TTL_MS + 1000;
        return token;
      },
    ],
  ])('refuses a %s client token (400) and opens no PayPal order', async (_name, tokenFor) => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, billingProvider: 'paypal' });
    const token = await tokenFor(s, await clientToken(s));
    const res = await pay(t.app, s, order.id, { paymentToken: token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_PAYMENT_TOKEN_MESSAGE);
    expect(await ledger(order.id)).toHaveLength(0);
  });

  it('racing answers on the PayPal page and racing returns capture once', async () => {
    const { s, order, redirectUrl } = await startPaypal();
    const path = redirectUrl.replace(/^\/api/, '');
    const post = (button: string) =>
      t.app.inject({
        method: 'POST',
        url: `${path}/${button}`,
        headers: { 'x-brand': 'nestwood', origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    const answers = await Promise.all([post('approve'), post('approve'), post('cancel'), post('decline')]);
    expect(answers.filter((r) => r.statusCode === 303)).toHaveLength(1);
    const row = (await ledger(order.id))[0]!;
    const returns = await Promise.all(Array.from({ length: 4 }, () => pay(t.app, s, order.id, { paymentToken: row.id })));
    if (row.status === 'APPROVED') {
      expect(returns.some((r) => r.statusCode === 200 && r.json().result.paymentStatus === 'succeeded')).toBe(true);
      expect((await ledger(order.id)).map((r) => r.status)).toEqual(['COMPLETED']);
      const paid = await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
      expect(paid).toHaveLength(1);
    } else expect(returns.every((r) => r.statusCode !== 200)).toBe(true);
  });

  it('a marker of another order is not captured for this one', async () => {
    const a = await startPaypal();
    const { res } = await press(a.s, a.redirectUrl, 'approve');
    const ref = new URL(String(res.headers.location), ORIGIN).searchParams.get('payment_intent');
    const other = await insertOrder(t.db, { sessionHash: a.s.hash, billingProvider: 'paypal' });
    const answer = await pay(t.app, a.s, other.id, { paymentToken: ref });
    expect(answer.statusCode).toBe(400);
    expect((await ledger(a.order.id))[0]?.status).toBe('APPROVED');
  });
});

/** Starts the order's Truemed session: the redirect start token, answered with the Truemed page's URL. */
async function startTruemed(totalAmount = 129_900) {
  const s = await sessionShopper(t.app);
  const order = await insertOrder(t.db, { sessionHash: s.hash, billingProvider: 'truemed', totalAmount });
  const res = await pay(t.app, s, order.id, { paymentToken: REDIRECT_START_TOKEN });
  const body = res.json();
  expect(body.result.paymentStatus).toBe('requires_action');
  const redirectUrl = body.result.redirectUrl as string;
  expect(redirectUrl).toMatch(/^\/api\/sandbox\/truemed\/pi_[0-9A-Za-z]{24}$/);
  return { s, order, redirectUrl, id: redirectUrl.split('/').pop()! };
}

describe('Truemed: POST /truemed/sessions/{id} and the framed Truemed page', () => {
  it('qualify, approve in the frame, return with truemedSessionId: the order total is captured once', async () => {
    const { s, order, redirectUrl, id } = await startTruemed(88_800);
    const before = await t.app.inject({
      method: 'GET',
      url: redirectUrl.replace(/^\/api/, ''),
      headers: { 'x-brand': 'nestwood' },
    });
    expect(before.body).not.toContain('>Approve<');
    const answered = await s.call('POST', `/truemed/sessions/${id}`, { hsaFsaCard: true, conditionCategory: 'back-pain' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({
      status: 'ok',
      result: { truemedSessionId: id, orderId: order.id, status: 'qualified', amount: 88_800, currency: 'USD' },
    });
    const { page, res } = await press(s, redirectUrl, 'approve');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).not.toContain('<script');
    expect(page.body).toMatch(/<form method="post" action="[^"]+\/approve" target="_top">/);
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location), ORIGIN);
    expect(back.pathname).toBe('/checkout/review');
    expect(Object.fromEntries(back.searchParams)).toEqual({ orderId: order.id, truemedSessionId: id });
    const paid = await pay(t.app, s, order.id, { paymentToken: id });
    expect(paid.json().result).toMatchObject({ paymentStatus: 'succeeded', order: { status: 'paid' } });
    expect(await ledger(order.id)).toEqual([expect.objectContaining({ status: 'captured', amount: 88_800, currency: 'USD' })]);
    expect((await pay(t.app, s, order.id, { paymentToken: id })).json().result.paymentStatus).toBe('succeeded');
  });

  it('cancel in the frame: the payment is refused with the cancel message', async () => {
    const { s, order, redirectUrl } = await startTruemed();
    const { res } = await press(s, redirectUrl, 'cancel');
    const back = new URL(String(res.headers.location), ORIGIN);
    const answer = await pay(t.app, s, order.id, { paymentToken: back.searchParams.get('truemedSessionId') });
    expect(answer.statusCode).toBe(402);
    expect(answer.json().message).toBe(PAYMENT_CANCELLED_MESSAGE);
  });

  it('answers that do not qualify leave no Approve; answering twice, another session or bad bodies change nothing', async () => {
    const { s, redirectUrl, id } = await startTruemed();
    const other = await sessionShopper(t.app);
    const body = { hsaFsaCard: false, conditionCategory: 'sleep' };
    expect((await other.call('POST', `/truemed/sessions/${id}`, body)).statusCode).toBe(404);
    for (const bad of [{}, { hsaFsaCard: true, conditionCategory: 'sleep', amount: 1 }, { hsaFsaCard: 'yes' }])
      expect((await s.call('POST', `/truemed/sessions/${id}`, bad)).statusCode).toBe(400);
    expect((await s.call('POST', '/truemed/sessions/nope', body)).statusCode).toBe(400);
    const answered = await s.call('POST', `/truemed/sessions/${id}`, body);
    expect(answered.json().result.status).toBe('ineligible');
    expect((await s.call('POST', `/truemed/sessions/${id}`, { ...body, hsaFsaCard: true })).statusCode).toBe(409);
    const page = await t.app.inject({
      method: 'GET',
      url: redirectUrl.replace(/^\/api/, ''),
      headers: { 'x-brand': 'nestwood' },
    });
    expect(page.statusCode).toBe(404);
    const approve = await t.app.inject({
      method: 'POST',
      url: `${redirectUrl.replace(/^\/api/, '')}/approve`,
      headers: { 'x-brand': 'nestwood', origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(approve.statusCode).toBe(404);
  });

  it('a Truemed order refuses any token but the start token and its own session', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, billingProvider: 'truemed' });
    expect((await pay(t.app, s, order.id, { paymentToken: await clientToken(s) })).statusCode).toBe(400);
    expect(await ledger(order.id)).toHaveLength(0);
  });
});
