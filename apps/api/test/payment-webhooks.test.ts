import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { coupons, jobs, orders, payments, paymentWebhookEvents, sandboxPaymentIntents } from '../src/db/schema';
import { loadWebhookSecret } from '../src/db/repositories/app-secrets';
import { findLedgerRow, findLedgerRowByKey, moveLedgerRow, openLedgerRow } from '../src/payments/sandbox/ledger';
import { PAYMENT_JOB_TYPES } from '../src/payments/webhooks/job-types';
import {
  EXPIRED_SIGNATURE_MESSAGE,
  INVALID_SIGNATURE_MESSAGE,
  MALFORMED_SIGNATURE_MESSAGE,
  MISSING_SIGNATURE_MESSAGE,
} from '../src/payments/webhooks/signature';
import { useTestApp } from './support/test-app';
import { COUPONS } from './support/test-store';
import { insertOrder, sessionShopper } from './support/order-factory';
import { CARDS, chargesOf, pay, tokenize } from './support/payments';
import { answer3ds, paymentWorker, postWebhook, waitingPayment, type WebhookEvent } from './support/webhooks';
import { randomBase62 } from '../src/ids';
import { REDIRECT_START_TOKEN } from '@store/core';

/** ONCE50: a coupon one order may redeem. */
const t = useTestApp({ coupons: { driftvale: [COUPONS.once50] } });

const event = (providerRef: string, orderId: string, type = 'payment.succeeded'): WebhookEvent => ({
  id: `evt_${randomBase62(20)}`,
  type,
  data: { providerRef, orderId },
});
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const eventsOf = (eventId: string) => t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
const settleJobsOf = async (eventId: string) =>
  (await t.db.select().from(jobs).where(eq(jobs.type, PAYMENT_JOB_TYPES.settleWebhookEvent))).filter(
    (j) => j.payload.eventId === eventId,
  );
/** Only the settling of received events (the sandbox's own deliveries stay queued for the tests that send them). */
const settleOnly = () =>
  paymentWorker(t.app, t.db, {
    fetch: (async () => new Response('not now', { status: 503 })) as typeof fetch,
  });

/** A nestwood order whose 3-D Secure payment waits for the shopper: shopper, order, intent. */
async function waiting(brand: 'nestwood' | 'driftvale' = 'nestwood', couponCode: string | null = null) {
  const s = await sessionShopper(t.app, brand);
  const order = await insertOrder(t.db, { brand, sessionHash: s.hash, couponCode });
  return { s, order, intent: await waitingPayment(t.app, s, order.id) };
}

describe('POST /payments/webhooks/{provider}: only signed events of a provider the brand offers are stored', () => {
  it('a signed event is stored once and queued for settling; the answer is 200 at once', async () => {
    const { order, intent } = await waiting();
    const e = event(intent, order.id);
    const res = await postWebhook(t.app, t.db, 'stripeDirect', e);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', result: { received: true, duplicate: false } });
    expect(await eventsOf(e.id)).toMatchObject([{ provider: 'stripeDirect', type: 'payment.succeeded', processedAt: null }]);
    expect(await settleJobsOf(e.id)).toHaveLength(1);
  });

  it.each([
    ['unsigned', { signature: null }, MISSING_SIGNATURE_MESSAGE],
    ['malformed', { signature: 'v1=abc' }, MALFORMED_SIGNATURE_MESSAGE],
    ['expired (signed 6 minutes ago)', { timestamp: Math.floor(Date.now() / 1000) - 360 }, EXPIRED_SIGNATURE_MESSAGE],
    ['signed with another secret', { secret: 'not-the-webhook-secret-at-all' }, INVALID_SIGNATURE_MESSAGE],
    ['tampered (the body changed after signing)', { body: 'TAMPERED' }, INVALID_SIGNATURE_MESSAGE],
  ])('%s: 400 with a clear message, nothing stored or queued', async (_name, options, message) => {
    const { order, intent } = await waiting();
    const e = event(intent, order.id);
    const res = await postWebhook(t.app, t.db, 'stripeDirect', e, {
      ...options,
      ...('body' in options ? { body: JSON.stringify(e).replace(order.id, 'A'.repeat(24)) } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message });
    expect(await eventsOf(e.id)).toHaveLength(0);
    expect(await settleJobsOf(e.id)).toHaveLength(0);
  });

  it.each([
    ['an unknown provider', 'stripeMoon', 'Unknown payment provider stripeMoon'],
    ['a provider the brand does not offer (stripeCanada on nestwood)', 'stripeCanada', 'Unknown payment provider stripeCanada'],
  ])('%s: 400, nothing stored', async (_name, provider, message) => {
    const e = event('pi_x', 'A'.repeat(24));
    const res = await postWebhook(t.app, t.db, provider, e);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await eventsOf(e.id)).toHaveLength(0);
  });

  it('a signed body that is not an event is a 400, never a 5xx (NUL, wrong shape, not JSON)', async () => {
    for (const body of ['not json', '{"id":"evt_1"}', JSON.stringify(event('pi_\u0000', 'x')), '[]', 'null']) {
      const res = await postWebhook(t.app, t.db, 'stripeDirect', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Invalid webhook event');
    }
  });

  it('a replayed event (the same id again) answers 200 duplicate and queues nothing more', async () => {
    const { order, intent } = await waiting();
    const e = event(intent, order.id);
    const answers = await Promise.all([1, 2, 3].map(() => postWebhook(t.app, t.db, 'stripeDirect', e)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().result.duplicate).sort()).toEqual([false, true, true]);
    expect(await eventsOf(e.id)).toHaveLength(1);
    expect(await settleJobsOf(e.id)).toHaveLength(1);
  });

  it('a `payment.refunded` event is only recorded: stored processed at once, nothing queued, a redelivery a duplicate', async () => {
    const { order, intent } = await waiting();
    const e = event(intent, order.id, 'payment.refunded');
    const first = await postWebhook(t.app, t.db, 'stripeDirect', e);
    const again = await postWebhook(t.app, t.db, 'stripeDirect', e);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().result.duplicate).toBe(true);
    expect(await eventsOf(e.id)).toMatchObject([
      { provider: 'stripeDirect', type: 'payment.refunded', processedAt: expect.any(Date) },
    ]);
    expect(await settleJobsOf(e.id)).toHaveLength(0);
  });
});

describe('settling an event reads the provider, never the payload', () => {
  it('the shopper approved 3-D Secure and closed the tab: the webhook pays the order, once', async () => {
    const { order, intent } = await waiting();
    expect((await answer3ds(t.app, 'nestwood', intent, 'approve')).statusCode).toBe(303);
    await postWebhook(t.app, t.db, 'stripeDirect', event(intent, order.id, 'payment.approved'));
    await settleOnly().drain();
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
    const { succeeded, charges } = await chargesOf(t.db, order.id);
    expect([succeeded.length, charges.length]).toEqual([1, 1]);
    expect(charges[0]!.amount).toBe(order.totalAmount);
  });

  it('an event before the approval changes nothing; the shopper can still approve and pay', async () => {
    const { s, order, intent } = await waiting();
    const early = event(intent, order.id, 'payment.requires_action');
    await postWebhook(t.app, t.db, 'stripeDirect', early);
    await settleOnly().drain();
    expect((await eventsOf(early.id))[0]!.processedAt).not.toBeNull();
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending' });
    expect((await findLedgerRow(t.db, 'nestwood', intent))!.status).toBe('requires_action');
    await answer3ds(t.app, 'nestwood', intent, 'approve');
    const back = await pay(t.app, s, order.id, { paymentToken: intent });
    expect(back.json().result).toMatchObject({ paymentStatus: 'succeeded', order: { status: 'paid' } });
  });

  it('out-of-order events end in the same state: a late "waiting" event after the payment leaves it paid', async () => {
    const runs: Array<Array<'created' | 'approved'>> = [
      ['created', 'approved'],
      ['approved', 'created'],
    ];
    const finals = [];
    for (const order of runs) {
      const w = await waiting();
      await answer3ds(t.app, 'nestwood', w.intent, 'approve');
      const events = {
        created: event(w.intent, w.order.id, 'payment.requires_action'),
        approved: event(w.intent, w.order.id, 'payment.approved'),
      };
      for (const name of order) {
        await postWebhook(t.app, t.db, 'stripeDirect', events[name]);
        await settleOnly().drain();
      }
      const { payments: rows, charges } = await chargesOf(t.db, w.order.id);
      finals.push([(await orderRow(w.order.id)).status, rows.map((p) => p.status), charges.length]);
    }
    expect(finals).toEqual([
      ['paid', ['succeeded'], 1],
      ['paid', ['succeeded'], 1],
    ]);
  });

  it('paid never returns to pending: an event for an attempt replaced by the paying one voids nothing of the order', async () => {
    const { s, order, intent } = await waiting();
    expect((await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) })).statusCode).toBe(200);
    await postWebhook(t.app, t.db, 'stripeDirect', event(intent, order.id, 'payment.canceled'));
    await settleOnly().drain();
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
    const { succeeded, charges } = await chargesOf(t.db, order.id);
    expect([succeeded.length, charges.length]).toEqual([1, 1]);
  });

  it('a cancelled 3-D Secure reported by webhook fails the attempt; the order stays pending and another card pays', async () => {
    const { s, order, intent } = await waiting();
    await answer3ds(t.app, 'nestwood', intent, 'cancel');
    await postWebhook(t.app, t.db, 'stripeDirect', event(intent, order.id, 'payment.canceled'));
    await settleOnly().drain();
    expect((await chargesOf(t.db, order.id)).payments.map((p) => p.status)).toEqual(['failed']);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending' });
    expect((await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) })).statusCode).toBe(200);
  });

  it('a foreign provider reference (another brand’s payment, or none of ours) changes nothing', async () => {
    const theirs = await waiting('driftvale');
    await answer3ds(t.app, 'driftvale', theirs.intent, 'approve');
    const ours = await waiting('nestwood');
    // Sent to nestwood, naming driftvale's intent (with driftvale's or nestwood's order id), or an unknown intent.
    const foreign = [
      event(theirs.intent, theirs.order.id),
      event(theirs.intent, ours.order.id),
      event(`pi_${randomBase62(24)}`, ours.order.id),
    ];
    for (const e of foreign) expect((await postWebhook(t.app, t.db, 'stripeDirect', e)).statusCode).toBe(200);
    await settleOnly().drain();
    for (const e of foreign) expect((await eventsOf(e.id))[0]!.processedAt).not.toBeNull();
    expect(await orderRow(theirs.order.id)).toMatchObject({ status: 'pending' });
    expect(await orderRow(ours.order.id)).toMatchObject({ status: 'pending' });
    expect((await findLedgerRow(t.db, 'driftvale', theirs.intent))!.status).toBe('approved');
    expect((await chargesOf(t.db, theirs.order.id)).charges).toHaveLength(0);
  });

  it('ONCE50 used up while the shopper was at the bank: the approved payment is refunded, never a second redemption', async () => {
    const first = await waiting('driftvale', 'ONCE50');
    const other = await sessionShopper(t.app, 'driftvale');
    const second = await insertOrder(t.db, { brand: 'driftvale', sessionHash: other.hash, couponCode: 'ONCE50' });
    expect((await pay(t.app, other, second.id, { paymentToken: await tokenize(other, CARDS.succeeds) })).statusCode).toBe(200);
    await answer3ds(t.app, 'driftvale', first.intent, 'approve');
    await postWebhook(t.app, t.db, 'stripeDirect', event(first.intent, first.order.id), { brand: 'driftvale' });
    await settleOnly().drain();
    expect(await orderRow(first.order.id)).toMatchObject({ status: 'pending' });
    expect((await findLedgerRow(t.db, 'driftvale', first.intent))!.status).toBe('refunded');
    const [coupon] = await t.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.brand, 'driftvale'), eq(coupons.code, 'ONCE50')));
    expect(coupon!.redemptions).toBe(1);
  });
});

describe('the sandbox sends webhooks: every ledger change is a signed POST, retried by the queue', () => {
  it('Approve on the 3-D Secure page is delivered, received and settled: the closed tab still ends paid', async () => {
    const { order, intent } = await waiting();
    await answer3ds(t.app, 'nestwood', intent, 'approve');
    const deliveries = await t.db.select().from(jobs).where(eq(jobs.type, PAYMENT_JOB_TYPES.deliverSandboxWebhook));
    const approved = deliveries.filter((j) => JSON.stringify(j.payload).includes(intent));
    // One when the intent opened (requires_action), one when it was approved.
    expect(approved.map((j) => (j.payload.event as WebhookEvent).type).sort()).toEqual([
      'payment.approved',
      'payment.requires_action',
    ]);
    await paymentWorker(t.app, t.db).drain();
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
    const received = await t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.provider, 'stripeDirect'));
    expect(received.filter((r) => JSON.stringify(r.payload).includes(intent)).length).toBeGreaterThanOrEqual(2);
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(1);
  });

  it.each(['affirm', 'afterPay', 'splitIt', 'acima'])(
    'a redirect provider (%s): Approve on its page, tab closed, the sandbox webhook pays the order once',
    async (provider) => {
      const s = await sessionShopper(t.app);
      const order = await insertOrder(t.db, { sessionHash: s.hash, billingProvider: provider });
      const started = await pay(t.app, s, order.id, { paymentToken: REDIRECT_START_TOKEN });
      const url = String(started.json().result.redirectUrl).replace(/^\/api/, '');
      const approved = await t.app.inject({
        method: 'POST',
        url: `${url}/approve`,
        headers: {
          'x-brand': 'nestwood',
          origin: 'http://nestwood.localhost:3000',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: '',
      });
      expect(approved.statusCode).toBe(303);
      await paymentWorker(t.app, t.db).drain();
      expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
      const { succeeded, payments: rows } = await chargesOf(t.db, order.id);
      expect([rows.length, succeeded.length]).toEqual([1, 1]);
      // The shopper's late return answers the paid order.
      const back = await pay(t.app, s, order.id, { paymentToken: url.split('/').pop()! });
      expect(back.json().result).toMatchObject({ paymentStatus: 'succeeded', order: { status: 'paid' } });
    },
  );

  it('a delivery the receiver refuses is retried with back-off (the job is queued again, not lost)', async () => {
    await t.db.delete(jobs).where(eq(jobs.type, PAYMENT_JOB_TYPES.deliverSandboxWebhook));
    const { intent } = await waiting();
    const down = paymentWorker(t.app, t.db, { fetch: (async () => new Response('down', { status: 503 })) as typeof fetch });
    await down.worker.runOnce();
    const [job] = (await t.db.select().from(jobs).where(eq(jobs.type, PAYMENT_JOB_TYPES.deliverSandboxWebhook))).filter((j) =>
      JSON.stringify(j.payload).includes(intent),
    );
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('answered 503') });
  });

  it('the signing secret is generated once and shared (app_secrets) when PAYMENT_WEBHOOK_SECRET is unset', async () => {
    const [a, b] = await Promise.all([loadWebhookSecret(t.db), loadWebhookSecret(t.db)]);
    expect(a).toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
    const intents = await t.db.select().from(sandboxPaymentIntents);
    expect(intents.length).toBeGreaterThan(0);
    expect(await t.db.select().from(payments)).not.toHaveLength(0);
  });
});

describe('a sandbox ledger change and its webhook job are written in one transaction', () => {
  it('when the webhook job cannot be queued, no ledger row is opened and no status moves', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, billingProvider: 'affirm' });
    const row = (key: string) => ({
      brand: 'nestwood',
      provider: 'affirm',
      orderId: order.id,
      idempotencyKey: key,
      amount: order.totalAmount,
      currency: 'USD',
      status: 'pending',
    });
    const { row: opened } = await openLedgerRow(t.db, row(`pay_${randomBase62(20)}`), new Date());
    // The queue refuses every job (a crash between the two writes, as the database sees it).
    await t.db.execute(
      sql.raw(`create function refuse_jobs() returns trigger language plpgsql as $$ begin raise exception 'queue down'; end $$`),
    );
    await t.db.execute(sql.raw('create trigger refuse_jobs before insert on jobs for each row execute function refuse_jobs()'));
    try {
      const key = `pay_${randomBase62(20)}`;
      await expect(openLedgerRow(t.db, row(key), new Date())).rejects.toThrow();
      expect(await findLedgerRowByKey(t.db, 'nestwood', key)).toBeNull();
      await expect(moveLedgerRow(t.db, opened.id, 'pending', 'authorized', new Date())).rejects.toThrow();
      expect((await findLedgerRow(t.db, 'nestwood', opened.id))?.status).toBe('pending');
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_jobs on jobs'));
      await t.db.execute(sql.raw('drop function refuse_jobs()'));
    }
    // The queue back: the move happens with its event.
    expect((await moveLedgerRow(t.db, opened.id, 'pending', 'authorized', new Date()))?.status).toBe('authorized');
    const deliveries = await t.db.select().from(jobs).where(eq(jobs.type, PAYMENT_JOB_TYPES.deliverSandboxWebhook));
    const types = deliveries
      .filter((j) => JSON.stringify(j.payload).includes(opened.id))
      .map((j) => (j.payload.event as WebhookEvent).type);
    expect(types.sort()).toEqual(['payment.authorized', 'payment.pending']);
  });
});
