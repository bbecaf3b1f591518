import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BRANDS, CART_CHANGED_MESSAGE } from '@store/core';
import { carts, orders, payments, sandboxAmazonSessions } from '../src/db/schema';
import { amazonPayProvider } from '../src/payments/providers/amazon-pay';
import { createPaymentProviders } from '../src/payments/registry';
import { completeAmazonSession, findAmazonSession } from '../src/payments/sandbox/amazon-sessions';
import { completeSession } from '../src/use-cases/amazonpay/complete-session';
import { useTestApp } from './support/test-app';
import { insertOrder, sessionShopper } from './support/order-factory';
import type { Shopper } from './support/shopper';
import { sandboxTaxProvider } from '../src/tax/sandbox-tax';

const t = useTestApp();
const TOTAL = 129_900;
const BODY = { chargeAmount: { amount: TOTAL, currencyCode: 'USD' } };
const ROUNDS = 5;

function browser(s: Shopper, method: 'POST' | 'PATCH', url: string, payload?: unknown, isForm = false) {
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

async function amazonOrder() {
  const s = await sessionShopper(t.app, 'driftvale');
  const order = await insertOrder(t.db, {
    brand: 'driftvale',
    sessionHash: s.hash,
    billingProvider: 'amazonPay',
    totalAmount: TOTAL,
  });
  return { s, order };
}

/** A v2 session the client pointed at the order (PATCH) and the buyer approved on Amazon's page: ready to complete. */
async function approvedSession(s: Shopper, orderId: string): Promise<string> {
  const created = await browser(s, 'POST', '/amazonpay/v2/sessions?checkoutReviewReturnUrl=/checkout/review');
  const id = created.json().result.checkoutSessionId as string;
  expect((await browser(s, 'POST', `/sandbox/amazon-pay/${id}/sign-in`, 'address=us', true)).statusCode).toBe(303);
  const patched = await browser(s, 'PATCH', `/amazonpay/v2/sessions/${id}`, {
    merchantReference: orderId,
    checkoutResultReturnUrl: '/checkout/review',
  });
  expect(patched.statusCode, patched.body).toBe(200);
  expect((await browser(s, 'POST', `/sandbox/amazon-pay/${id}/pay/approve`, '', true)).statusCode).toBe(303);
  return id;
}

const sessionsOf = (orderId: string) =>
  t.db.select().from(sandboxAmazonSessions).where(eq(sandboxAmazonSessions.merchantReference, orderId));
const capturedOf = async (orderId: string) =>
  (await sessionsOf(orderId)).filter((row) => row.state === 'Completed' && row.chargeStatus === 'Captured');
const succeededOf = async (orderId: string) =>
  (await t.db.select().from(payments).where(eq(payments.orderId, orderId))).filter((p) => p.status === 'succeeded');
const orderStatus = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;

describe('Amazon Pay: one captured session per order, by constraint (exactly once)', () => {
  it('the sandbox allows one captured session per merchant reference: two completions at the same instant capture once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { s, order } = await amazonOrder();
      const ids = [await approvedSession(s, order.id), await approvedSession(s, order.id)];
      const rows = await Promise.all(ids.map((id) => findAmazonSession(t.db, 'driftvale', id)));
      const now = new Date();
      const completed = await Promise.all(rows.map((row) => completeAmazonSession(t.db, row!, now)));
      expect(completed.filter((row) => row !== null)).toHaveLength(1);
      const captured = await capturedOf(order.id);
      expect(captured).toHaveLength(1);
      const loser = (await sessionsOf(order.id)).find((row) => row.id !== captured[0]!.id);
      expect([loser?.state, loser?.chargeStatus]).toEqual(['Open', null]);
    }
  });

  it("the engine's confirm of two sessions of one order at once: one succeeds, the other fails and captures nothing", async () => {
    const provider = amazonPayProvider({ db: t.db, now: () => new Date() });
    for (let round = 0; round < ROUNDS; round++) {
      const { s, order } = await amazonOrder();
      const ids = [await approvedSession(s, order.id), await approvedSession(s, order.id)];
      const outcomes = await Promise.all(
        ids.map((providerRef, i) =>
          provider.confirm({ brand: 'driftvale', orderId: order.id, idempotencyKey: `pay_race_${round}_${i}`, providerRef }),
        ),
      );
      expect(outcomes.map((o) => o.status).sort()).toEqual(['failed', 'succeeded']);
      expect(await capturedOf(order.id)).toHaveLength(1);
    }
  });

  it('two v2 completions of two sessions of one order at once: exactly one captures and pays the order; the other is refused', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { s, order } = await amazonOrder();
      const ids = [await approvedSession(s, order.id), await approvedSession(s, order.id)];
      const answers = await Promise.all(ids.map((id) => browser(s, 'POST', `/amazonpay/v2/sessions/${id}/complete`, BODY)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const captured = await capturedOf(order.id);
      expect(captured.map((row) => row.id)).toEqual([answers[0]!.statusCode === 200 ? ids[0] : ids[1]]);
      expect(await succeededOf(order.id)).toHaveLength(1);
      expect(await orderStatus(order.id)).toBe('paid');
    }
  });
});

describe('Amazon Pay v2: the store completes the session, so a payment it refuses is never left charged', () => {
  it('a completion for an order whose cart changed is refused before any capture (409, session Open)', async () => {
    const { s, order } = await amazonOrder();
    const id = await approvedSession(s, order.id);
    await t.db
      .update(carts)
      .set({ region: { country: 'US', state: 'NY', zip: '10001' } })
      .where(and(eq(carts.brand, 'driftvale'), eq(carts.id, order.cartId)));
    const refused = await browser(s, 'POST', `/amazonpay/v2/sessions/${id}/complete`, BODY);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CART_CHANGED_MESSAGE);
    expect(await capturedOf(order.id)).toEqual([]);
    expect((await findAmazonSession(t.db, 'driftvale', id))?.state).toBe('Open');
  });

  it('a completion for an order already paid is refused and charges nothing', async () => {
    const { s, order } = await amazonOrder();
    const id = await approvedSession(s, order.id);
    await t.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    expect((await browser(s, 'POST', `/amazonpay/v2/sessions/${id}/complete`, BODY)).statusCode).toBe(409);
    expect(await capturedOf(order.id)).toEqual([]);
  });

  it('a capture the store then refuses (the order changed during the call) is refunded by the engine', async () => {
    const { s, order } = await amazonOrder();
    const id = await approvedSession(s, order.id);
    const sandbox = createPaymentProviders({ db: t.db, now: () => new Date() });
    const amazon = sandbox.amazonPay!;
    // Amazon captures, and meanwhile the order stops being payable (cancelled by another process).
    const racing = {
      ...amazon,
      async confirm(ref: Parameters<typeof amazon.confirm>[0]) {
        const outcome = await amazon.confirm(ref);
        await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, ref.orderId));
        return outcome;
      },
    };
    const ctx = { brand: 'driftvale' as const, brandConfig: BRANDS.driftvale, clientAddress: '127.0.0.1' };
    const deps = { db: t.db, now: () => new Date(), payments: { ...sandbox, amazonPay: racing }, tax: sandboxTaxProvider() };
    const result = await completeSession(ctx, { sessionHash: s.hash, id, chargeAmount: BODY.chargeAmount }, deps);
    expect(result.ok).toBe(false);
    const session = await findAmazonSession(t.db, 'driftvale', id);
    expect([session?.state, session?.chargeStatus]).toEqual(['Completed', 'Refunded']);
    expect(await succeededOf(order.id)).toEqual([]);
  });
});
