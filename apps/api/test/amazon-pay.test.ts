import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_PROVIDER_NOT_FOUND, type AmazonCheckoutSession } from '@store/core';
import type { LightMyRequestResponse } from 'fastify';
import { orders, payments, sandboxAmazonSessions } from '../src/db/schema';
import { useTestApp } from './support/test-app';
import { insertOrder, sessionShopper } from './support/order-factory';
import { pay } from './support/payments';
import type { Shopper } from './support/shopper';

const t = useTestApp();

type Version = 1 | 2;
const base = (v: Version) => (v === 1 ? '/amazonpay/session' : '/amazonpay/v2/sessions');

/** A call as the shopper's browser makes it (its cookies, the storefront's origin), any method. */
async function call(s: Shopper, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, form = false) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      'x-brand': s.brand,
      origin: `http://${s.brand}.localhost:3000`,
      ...(payload === undefined ? {} : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
    },
    cookies: Object.fromEntries(s.jar),
    remoteAddress: s.address,
    ...(payload === undefined ? {} : { payload: form ? String(payload) : JSON.stringify(payload) }),
  });
  return res;
}

const session = (res: LightMyRequestResponse): AmazonCheckoutSession => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: AmazonCheckoutSession }).result;
};

/** Creates a session and signs the sandbox buyer in with the chosen address (Amazon's page, Continue). */
async function signedIn(s: Shopper, v: Version, address: 'us' | 'ca' | 'none' = 'us') {
  const created = session(await call(s, 'POST', `${base(v)}?checkoutReviewReturnUrl=/checkout/review`));
  const signIn = created.webCheckoutDetails.amazonPayRedirectUrl!.replace(/^\/api/, '');
  expect((await call(s, 'GET', signIn)).body).toContain('>Continue<');
  const back = await call(s, 'POST', signIn, `address=${address}`, true);
  expect(back.statusCode).toBe(303);
  expect(back.headers.location).toBe(`/checkout/review?amazonCheckoutSessionId=${created.checkoutSessionId}`);
  return created.checkoutSessionId;
}

/** The buyer's answer on Amazon's payment page; returns where it sends the browser. */
async function decide(s: Shopper, redirectUrl: string, decision: 'approve' | 'cancel') {
  const path = redirectUrl.replace(/^\/api/, '');
  const page = await call(s, 'GET', path);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('>Approve<');
  expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  const res = await call(s, 'POST', `${path}/${decision}`, '', true);
  expect(res.statusCode).toBe(303);
  return String(res.headers.location);
}

async function amazonOrder(s: Shopper & { hash: string }, brand: 'nestwood' | 'driftvale' = 'nestwood') {
  return insertOrder(t.db, { brand, sessionHash: s.hash, billingProvider: 'amazonPay', totalAmount: 129_900 });
}

const paymentsOf = (orderId: string) => t.db.select().from(payments).where(eq(payments.orderId, orderId));

describe('Amazon Pay v1 (POST/GET/PATCH /amazonpay/session) and the engine provider', () => {
  it('approve: the payment page returns to review with the markers, paying the session completes it once', async () => {
    const s = await sessionShopper(t.app);
    const id = await signedIn(s, 1);
    const read = session(await call(s, 'GET', `/amazonpay/session/${id}`));
    expect(read.statusDetails.state).toBe('Open');
    expect(read.shippingAddress?.countryCode).toBe('US');
    const order = await amazonOrder(s);
    const started = await pay(t.app, s, order.id, { paymentToken: id });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().result).toMatchObject({
      paymentStatus: 'requires_action',
      redirectUrl: `/api/sandbox/amazon-pay/${id}/pay`,
    });
    const withDetails = session(await call(s, 'GET', `/amazonpay/session/${id}`));
    expect(withDetails.paymentDetails).toEqual({
      paymentIntent: 'Authorize',
      chargeAmount: { amount: 129_900, currencyCode: 'USD' },
    });
    expect(withDetails.merchantReference).toBe(order.id);
    const back = await decide(s, started.json().result.redirectUrl, 'approve');
    expect(back).toBe(`/checkout/review?amazonCheckoutSessionId=${id}&orderId=${order.id}`);
    const paid = await pay(t.app, s, order.id, { paymentToken: id });
    expect(paid.json().result.paymentStatus).toBe('succeeded');
    const again = await pay(t.app, s, order.id, { paymentToken: id });
    expect(again.json().result.paymentStatus).toBe('succeeded');
    expect((await paymentsOf(order.id)).filter((p) => p.status === 'succeeded')).toHaveLength(1);
    const [row] = await t.db.select().from(sandboxAmazonSessions).where(eq(sandboxAmazonSessions.id, id));
    expect(row).toMatchObject({ state: 'Completed', chargeAmount: 129_900, chargeStatus: 'Captured' });
    const [o] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(o?.status).toBe('paid');
  });

  it("cancel: Canceled with Amazon's reason description; paying it is declined and nothing is charged", async () => {
    const s = await sessionShopper(t.app);
    const id = await signedIn(s, 1);
    const order = await amazonOrder(s);
    const started = (await pay(t.app, s, order.id, { paymentToken: id })).json().result;
    await decide(s, started.redirectUrl, 'cancel');
    const read = session(await call(s, 'GET', `/amazonpay/session/${id}`));
    expect(read.statusDetails).toEqual({
      state: 'Canceled',
      reasonCode: 'BuyerCanceled',
      reasonDescription: 'Buyer canceled the payment',
    });
    const res = await pay(t.app, s, order.id, { paymentToken: id });
    expect(res.statusCode).toBe(402);
    expect((await paymentsOf(order.id)).filter((p) => p.status === 'succeeded')).toHaveLength(0);
  });

  it('PATCH sets the payment details (intent default Authorize, the order total) and answers the payment page', async () => {
    const s = await sessionShopper(t.app);
    const id = await signedIn(s, 1);
    const order = await amazonOrder(s);
    const body = { merchantReference: order.id, checkoutResultReturnUrl: '/checkout/review' };
    const updated = session(await call(s, 'PATCH', `/amazonpay/session/${id}`, body));
    expect(updated.paymentDetails).toEqual({
      paymentIntent: 'Authorize',
      chargeAmount: { amount: 129_900, currencyCode: 'USD' },
    });
    expect(updated.webCheckoutDetails.amazonPayRedirectUrl).toBe(`/api/sandbox/amazon-pay/${id}/pay`);
    const wrong = await call(s, 'PATCH', `/amazonpay/session/${id}`, {
      ...body,
      chargeAmount: { amount: 100, currencyCode: 'USD' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('The charge amount does not match your order total');
    for (const url of ['https://evil.example/checkout/review', '//evil.example/checkout/x', '/cart'])
      expect((await call(s, 'PATCH', `/amazonpay/session/${id}`, { ...body, checkoutResultReturnUrl: url })).statusCode).toBe(
        400,
      );
    expect((await call(s, 'PATCH', `/amazonpay/session/${id}`, { ...body, amount: 1 })).statusCode).toBe(400);
  });

  it('return URLs must be storefront paths under /checkout/ (no open redirect)', async () => {
    const s = await sessionShopper(t.app);
    for (const url of ['https://evil.example/', '//evil.example/checkout/review', '/account', '/checkout/review?next=https://x'])
      expect((await call(s, 'POST', `/amazonpay/session?checkoutReviewReturnUrl=${encodeURIComponent(url)}`)).statusCode).toBe(
        400,
      );
  });

  it("a foreign session (another shopper, another brand) is not found and cannot pay another shopper's order", async () => {
    const owner = await sessionShopper(t.app);
    const id = await signedIn(owner, 1);
    const other = await sessionShopper(t.app);
    expect((await call(other, 'GET', `/amazonpay/session/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/sandbox/amazon-pay/${id}/sign-in`)).statusCode).toBe(404);
    const otherOrder = await amazonOrder(other);
    const res = await pay(t.app, other, otherOrder.id, { paymentToken: id });
    expect(res.statusCode).toBe(400);
    const driftvale = await sessionShopper(t.app, 'driftvale');
    expect((await call(driftvale, 'GET', `/amazonpay/session/${id}`)).statusCode).toBe(404);
  });

  it("an address outside the store's country (or none) is refused by the provider", async () => {
    for (const address of ['ca', 'none'] as const) {
      const s = await sessionShopper(t.app);
      const id = await signedIn(s, 1, address);
      const order = await amazonOrder(s);
      const res = await pay(t.app, s, order.id, { paymentToken: id });
      expect(res.statusCode).toBe(402);
      expect((await paymentsOf(order.id)).every((p) => p.status === 'failed')).toBe(true);
    }
  });

  it('a store without Amazon Pay answers 404 (Canada), and the engine has no provider there', async () => {
    const s = await sessionShopper(t.app, 'nestwood-ca');
    expect((await call(s, 'POST', '/amazonpay/session?checkoutReviewReturnUrl=/checkout/review')).statusCode).toBe(404);
    const order = await insertOrder(t.db, {
      brand: 'nestwood-ca',
      sessionHash: s.hash,
      billingProvider: 'amazonPay',
      currency: 'CAD',
    });
    const res = await pay(t.app, s, order.id, { paymentToken: 'x'.repeat(32) });
    expect(res.json().message).toBe(PAYMENT_PROVIDER_NOT_FOUND);
  });
});

describe('Amazon Pay v2 (behind the brand flag amazonPayV2)', () => {
  it('flag off: every v2 route answers 404', async () => {
    const s = await sessionShopper(t.app, 'nestwood');
    const id = 'a'.repeat(32);
    expect((await call(s, 'POST', '/amazonpay/v2/sessions?checkoutReviewReturnUrl=/checkout/review')).statusCode).toBe(404);
    expect((await call(s, 'GET', `/amazonpay/v2/sessions/${id}`)).statusCode).toBe(404);
    expect(
      (
        await call(s, 'PATCH', `/amazonpay/v2/sessions/${id}`, {
          merchantReference: 'a'.repeat(24),
          checkoutResultReturnUrl: '/checkout/review',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(s, 'POST', `/amazonpay/v2/sessions/${id}/complete`, { chargeAmount: { amount: 1, currencyCode: 'USD' } }))
        .statusCode,
    ).toBe(404);
  });

  it('complete with the cart total: Completed once; a replayed completion and payment charge nothing more', async () => {
    const s = await sessionShopper(t.app, 'driftvale');
    const id = await signedIn(s, 2);
    const order = await amazonOrder(s, 'driftvale');
    const started = (await pay(t.app, s, order.id, { paymentToken: id })).json().result;
    const early = await call(s, 'POST', `/amazonpay/v2/sessions/${id}/complete`, {
      chargeAmount: { amount: 129_900, currencyCode: 'USD' },
    });
    expect(early.statusCode).toBe(409);
    await decide(s, started.redirectUrl, 'approve');
    const approved = session(await call(s, 'GET', `/amazonpay/v2/sessions/${id}`));
    expect(approved.constraints).toEqual([]);
    const mismatch = await call(s, 'POST', `/amazonpay/v2/sessions/${id}/complete`, {
      chargeAmount: { amount: 1, currencyCode: 'USD' },
    });
    expect(mismatch.statusCode).toBe(422);
    const body = { chargeAmount: { amount: 129_900, currencyCode: 'USD' } };
    const completed = session(await call(s, 'POST', `/amazonpay/v2/sessions/${id}/complete`, body));
    expect(completed.statusDetails.state).toBe('Completed');
    expect(session(await call(s, 'POST', `/amazonpay/v2/sessions/${id}/complete`, body)).statusDetails.state).toBe('Completed');
    for (let i = 0; i < 2; i++)
      expect((await pay(t.app, s, order.id, { paymentToken: id })).json().result.paymentStatus).toBe('succeeded');
    expect((await paymentsOf(order.id)).filter((p) => p.status === 'succeeded')).toHaveLength(1);
    // A v1 read of a v2 session is not found: each API reads its own sessions.
    expect((await call(s, 'GET', `/amazonpay/session/${id}`)).statusCode).toBe(404);
  });
});
