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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    payments: (db) => withPaymentsFault(createPaymentProviders({ db, now: () => new Date() }), 'slow-provider', () => undefined),
  });
});
afterAll(() => t.close());

const getOrder = (s: Awaited<ReturnType<typeof sessionShopper>>, id: string) => s.call('GET', `/orders/${id}`);

describe('fault: a slow provider sandbox (5 s)', () => {
  it('fails the payment within the request budget, then the late answer lands: paid once, never charged twice', async () => {
    expect(SLOW_PROVIDER_MS).toBeGreaterThan(PROVIDER_CALL_BUDGET_MS);
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const token = await tokenize(s, CARDS.succeeds);
    const started = Date.now();
    const first = await pay(t.app, s, order.id, { paymentToken: token }, 'slow-1');
    const took = Date.now() - started;
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe('Your payment is being processed. Please wait a moment before trying again.');
    expect(took).toBeGreaterThanOrEqual(PROVIDER_CALL_BUDGET_MS - 50);
    expect(took).toBeLessThan(PROVIDER_CALL_BUDGET_MS + 1000);
    // The order is not lost nor failed meanwhile: still pending, payable.
    expect((await getOrder(s, order.id)).json().result.status).toBe('pending');

    // A retry while the provider is still working waits for that attempt instead of charging again.
    const retry = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) }, 'slow-2');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().result.order.status).toBe('paid');
    const { succeeded, charges } = await chargesOf(t.db, order.id);
    expect(succeeded).toHaveLength(1);
    expect(charges).toHaveLength(1);
  }, 20_000);

  it('a late decline leaves the order payable with another card', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const declined = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.declined) }, 'd-1');
    expect(declined.statusCode).toBe(409);
    await new Promise((r) => setTimeout(r, SLOW_PROVIDER_MS - PROVIDER_CALL_BUDGET_MS + 300));
    expect((await getOrder(s, order.id)).json().result.status).toBe('pending');
    const paid = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) }, 'd-2');
    expect(paid.statusCode).toBe(409); // the new attempt is slow too: answered within the budget
    await new Promise((r) => setTimeout(r, SLOW_PROVIDER_MS - PROVIDER_CALL_BUDGET_MS + 300));
    expect((await getOrder(s, order.id)).json().result.status).toBe('paid');
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(1);
  }, 30_000);

  it('the route renews its Idempotency-Key claim while the provider is slow, so a retry with the key replays, never reruns', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const body = { paymentToken: await tokenize(s, CARDS.succeeds) };
    const first = pay(t.app, s, order.id, body, 'lease-1');
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await sleep(200);
    // As if the claim were STALE_CLAIM_MS old: only the route's lease (renewed every CLAIM_RENEW_MS) makes it fresh again.
    const byKey = eq(idempotencyKeys.key, 'lease-1');
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - STALE_CLAIM_MS - 1000) })
      .where(byKey);
    await sleep(CLAIM_RENEW_MS + 300);
    const [claim] = await t.db.select().from(idempotencyKeys).where(byKey);
    expect(claim?.statusCode).toBeNull();
    expect(Date.now() - claim!.createdAt.getTime()).toBeLessThan(CLAIM_RENEW_MS);
    // The client's retry (as from another process): it waits for the first answer and replays it.
    const retry = await pay(t.app, s, order.id, body, 'lease-1');
    const answer = await first;
    expect(answer.statusCode).toBe(409);
    expect(retry.statusCode).toBe(answer.statusCode);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(answer.json());
    await sleep(SLOW_PROVIDER_MS - PROVIDER_CALL_BUDGET_MS + 300);
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(1);
  }, 20_000);
});
