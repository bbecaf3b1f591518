import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/schema';
import { CLAIM_RENEW_MS, STALE_CLAIM_MS } from '../src/idempotency/run-idempotent';
import { createPaymentProviders } from '../src/payments/registry';
import { SLOW_PROVIDER_MS, withPaymentsFault } from '../src/payments/faults';
import { PROVIDER_CALL_BUDGET_MS } from '../src/use-cases/payments/pay-order';
import { createTestApp, type TestApp } from './support/test-app';
import { insertOrder, sessionShopper } from './support/order-factory';
import { CARDS, chargesOf, pay, tokenize } from './support/payments';

/**
 * Production waits PROVIDER_CALL_BUDGET_MS for a provider the fault makes answer after SLOW_PROVIDER_MS, and renews a
 * key's claim every CLAIM_RENEW_MS; the same story here on a shorter clock (the provider still answers a second after
 * the budget), so the file waits seconds, not tens of them.
 */
const BUDGET_MS = 1_000;
const SLOW_MS = 2_000;
const RENEW_MS = 100;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    payments: (db) =>
      withPaymentsFault(createPaymentProviders({ db, now: () => new Date() }), 'slow-provider', () => undefined, SLOW_MS),
    providerCallBudgetMs: BUDGET_MS,
    claimRenewMs: RENEW_MS,
  });
});
afterAll(() => t.close());

const getOrder = (s: Awaited<ReturnType<typeof sessionShopper>>, id: string) => s.call('GET', `/orders/${id}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Until the provider's late answers are written: no attempt of the order is processing any more. */
async function lateAnswersLanded(orderId: string): Promise<void> {
  while ((await chargesOf(t.db, orderId)).payments.some((p) => p.status === 'processing')) await sleep(50);
}

describe('fault: a slow provider sandbox, answering past the request budget', () => {
  it('fails the payment within the request budget, then the late answer lands: paid once, never charged twice', async () => {
    expect(SLOW_PROVIDER_MS).toBeGreaterThan(PROVIDER_CALL_BUDGET_MS);
    expect(CLAIM_RENEW_MS).toBeLessThan(STALE_CLAIM_MS);
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const token = await tokenize(s, CARDS.succeeds);
    const started = Date.now();
    const first = await pay(t.app, s, order.id, { paymentToken: token }, 'slow-1');
    const took = Date.now() - started;
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe('Your payment is being processed. Please wait a moment before trying again.');
    expect(took).toBeGreaterThanOrEqual(BUDGET_MS - 50);
    expect(took).toBeLessThan(SLOW_MS);
    // The order is not lost nor failed meanwhile: still pending, payable.
    expect((await getOrder(s, order.id)).json().result.status).toBe('pending');

    // A retry while the provider is still working waits for that attempt instead of charging again.
    const retry = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) }, 'slow-2');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().result.order.status).toBe('paid');
    const { succeeded, charges } = await chargesOf(t.db, order.id);
    expect(succeeded).toHaveLength(1);
    expect(charges).toHaveLength(1);
  });

  it('a late decline leaves the order payable with another card', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const declined = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.declined) }, 'd-1');
    expect(declined.statusCode).toBe(409);
    await lateAnswersLanded(order.id);
    expect((await getOrder(s, order.id)).json().result.status).toBe('pending');
    const paid = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) }, 'd-2');
    expect(paid.statusCode).toBe(409); // the new attempt is slow too: answered within the budget
    await lateAnswersLanded(order.id);
    expect((await getOrder(s, order.id)).json().result.status).toBe('paid');
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(1);
  });

  it('the route renews its Idempotency-Key claim while the provider is slow, so a retry with the key replays, never reruns', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const body = { paymentToken: await tokenize(s, CARDS.succeeds) };
    const first = pay(t.app, s, order.id, body, 'lease-1');
    const byKey = eq(idempotencyKeys.key, 'lease-1');
    while ((await t.db.select().from(idempotencyKeys).where(byKey)).length === 0) await sleep(20);
    // As if the claim were STALE_CLAIM_MS old: only the route's lease (renewed every RENEW_MS) makes it fresh again.
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - STALE_CLAIM_MS - 1000) })
      .where(byKey);
    await sleep(RENEW_MS + 200);
    const [claim] = await t.db.select().from(idempotencyKeys).where(byKey);
    expect(claim?.statusCode).toBeNull();
    expect(Date.now() - claim!.createdAt.getTime()).toBeLessThan(STALE_CLAIM_MS);
    // The client's retry (as from another process): it waits for the first answer and replays it.
    const retry = await pay(t.app, s, order.id, body, 'lease-1');
    const answer = await first;
    expect(answer.statusCode).toBe(409);
    expect(retry.statusCode).toBe(answer.statusCode);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(answer.json());
    await lateAnswersLanded(order.id);
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(1);
  });
});
