import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { idempotencyKeys, jobs } from '../src/db/schema';
import { createPaymentProviders } from '../src/payments/registry';
import { reconcileStaleAttempts } from '../src/use-cases/payments/reconcile-stale-attempts';
import { REFUND_LEASE_MS } from '../src/use-cases/refunds/reconcile-stale-refunds';
import { createTestApp, type TestApp } from './support/test-app';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { onPostgres, twoInstancesOnPostgres } from './support/two-instances';
import {
  emailsAfterJobs,
  faultyRefundProviders,
  ledgerRefunds,
  moneyOf,
  paidOrder,
  staffRefund,
  type RefundFault,
} from './support/refunds';

let t: TestApp;
let manager: StaffBrowser;
const fault: { mode: RefundFault; calls: number } = { mode: 'none', calls: 0 };
beforeAll(async () => {
  t = await createTestApp({ payments: (db) => faultyRefundProviders(db, fault) });
  manager = await signedIn(t.app, await makeStaff(t.db, { role: 'manager' }));
});
afterAll(() => t.close());

/** A clock past the refund lease: pending refunds count as abandoned. */
const later = () => new Date(Date.now() + REFUND_LEASE_MS + 1_000);
/** The reconciliation as each API process and worker runs it, with the real sandbox providers. */
const reconcile = (db: Database, now: () => Date = later) =>
  reconcileStaleAttempts({ db, now, payments: createPaymentProviders({ db, now }) });

const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);

/** Refunds of `amount` sent all at once, each with its own key, over the given browsers in turn. */
async function burst(browsers: StaffBrowser[], orderId: string, count: number, amount: number) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => staffRefund(browsers[i % browsers.length]!, orderId, { amount, reason: 'goodwill' })),
  );
  return answers.map((a) => a.statusCode);
}

/** Exactly `count` refunds of `amount` went through: the rows, the order's figure and the provider's ledger agree. */
async function exactly(db: Database, orderId: string, count: number, amount: number) {
  const { order, refunds } = await moneyOf(db, orderId);
  expect(refunds.map((r) => r.status)).toEqual(Array(count).fill('succeeded'));
  expect(order.refundedAmount).toBe(count * amount);
  const ledger = await ledgerRefunds(db, orderId);
  expect(ledger).toHaveLength(count);
  expect(sum(ledger.map((r) => r.amount))).toBe(count * amount);
  return order;
}

describe('refunds of one order racing, one API instance', () => {
  it('10 refunds at once with different keys, more than the capture together: exactly what fits, never more', async () => {
    const { order } = await paidOrder(t.app, t.db, { total: 129_900 });
    const first = await burst([manager], order.id, 10, 20_000);
    expect(first.sort()).toEqual([...Array(6).fill(200), ...Array(4).fill(409)]);
    expect((await exactly(t.db, order.id, 6, 20_000)).paymentStatus).toBe('partially_refunded');
    // 9,900 left: of ten refunds of 1,000 nine fit.
    const second = await burst([manager], order.id, 10, 1_000);
    expect(second.sort()).toEqual([...Array(9).fill(200), 409]);
    const { order: row, refunds } = await moneyOf(t.db, order.id);
    expect(row.refundedAmount).toBe(129_000);
    expect(refunds.filter((r) => r.status === 'succeeded')).toHaveLength(15);
    expect(sum((await ledgerRefunds(t.db, order.id)).map((r) => r.amount))).toBe(129_000);
  });

  it('one key sent five times at once: one refund row, one provider refund, five identical answers', async () => {
    const { order } = await paidOrder(t.app, t.db);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => staffRefund(manager, order.id, { amount: 5_000, reason: 'damaged' }, 'same-click')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    await exactly(t.db, order.id, 1, 5_000);
  });
});

describe('an unknown outcome, settled once', () => {
  it('the process dies after the provider refunded: pending, then the reconciliation settles it exactly once', async () => {
    const { order } = await paidOrder(t.app, t.db, { total: 129_900 });
    fault.mode = 'throw-after-refund';
    const res = await staffRefund(manager, order.id, { amount: 40_000, reason: 'damaged' }, 'died-after');
    fault.mode = 'none';
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      refund: { status: 'pending', amount: 40_000 },
      order: { refundedAmount: 0, paymentStatus: 'paid' },
    });
    const [refund] = (await moneyOf(t.db, order.id)).refunds;
    expect(refund).toMatchObject({ status: 'pending' });
    expect(await ledgerRefunds(t.db, order.id)).toHaveLength(1);
    // Within the lease nothing is touched: the request may still be writing its answer.
    expect((await reconcile(t.db, () => new Date())).refunds).toBe(0);
    // Two reconcilers at once past the lease: one settles it.
    const reports = await Promise.all([reconcile(t.db), reconcile(t.db)]);
    expect(reports.map((r) => r.refunds).sort()).toEqual([0, 1]);
    const order1 = await exactly(t.db, order.id, 1, 40_000);
    expect(order1.paymentStatus).toBe('partially_refunded');
    expect((await reconcile(t.db)).refunds).toBe(0);
    // One email job for the refund, one email.
    const queued = await t.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `email:refund-issued:${refund!.id}`));
    expect(queued).toHaveLength(1);
    const emails = (await emailsAfterJobs(t.db, order.email)).filter((e) => e.subject.includes(order.shortId));
    expect(emails.map((e) => e.subject)).toEqual([`Nestwood order ${order.shortId}: $400.00 refunded`]);
    // The staff's retry of the click replays the first answer; with its key record lost, it finds the same refund.
    const replay = await staffRefund(manager, order.id, { amount: 40_000, reason: 'damaged' }, 'died-after');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    await t.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.brand, 'staff'), eq(idempotencyKeys.key, 'died-after')));
    const again = await staffRefund(manager, order.id, { amount: 40_000, reason: 'damaged' }, 'died-after');
    expect(again.json().result.refund).toMatchObject({ id: refund!.id, status: 'succeeded' });
    await exactly(t.db, order.id, 1, 40_000);
  });

  it('the call never reached the provider: the reconciliation asks again under the same key, refunded once', async () => {
    const { order } = await paidOrder(t.app, t.db);
    fault.mode = 'throw-before-refund';
    const res = await staffRefund(manager, order.id, { amount: 25_000, reason: 'late-delivery' });
    fault.mode = 'none';
    expect(res.json().result.refund.status).toBe('pending');
    expect(await ledgerRefunds(t.db, order.id)).toHaveLength(0);
    // Pending refunds hold their amount: the capture check counts them.
    const over = await staffRefund(manager, order.id, { amount: 129_900 - 25_000 + 1, reason: 'other' });
    expect(over.statusCode).toBe(409);
    expect((await reconcile(t.db)).refunds).toBe(1);
    await exactly(t.db, order.id, 1, 25_000);
  });

  it('a retry with the same key after the first request died: the same refund resumed under its key, never a second', async () => {
    const { order } = await paidOrder(t.app, t.db);
    fault.mode = 'throw-after-refund';
    await staffRefund(manager, order.id, { amount: 10_000, reason: 'goodwill' }, 'resume-me');
    fault.mode = 'none';
    await t.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.brand, 'staff'), eq(idempotencyKeys.key, 'resume-me')));
    const retry = await staffRefund(manager, order.id, { amount: 10_000, reason: 'goodwill' }, 'resume-me');
    expect(retry.json().result).toMatchObject({
      refund: { status: 'succeeded', amount: 10_000 },
      order: { refundedAmount: 10_000 },
    });
    await exactly(t.db, order.id, 1, 10_000);
  });

  it('a refund the provider refuses: failed with its reason, 409, the money unchanged and the amount free again', async () => {
    const { order } = await paidOrder(t.app, t.db, { total: 129_900 });
    fault.mode = 'refuse';
    const res = await staffRefund(manager, order.id, { amount: 129_900, reason: 'other' });
    fault.mode = 'none';
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The payment provider refused this refund: The card issuer refused the refund.');
    const { order: row, refunds } = await moneyOf(t.db, order.id);
    expect(refunds.map((r) => [r.status, r.message])).toEqual([['failed', 'The card issuer refused the refund.']]);
    expect([row.refundedAmount, row.paymentStatus]).toEqual([0, 'paid']);
    const whole = await staffRefund(manager, order.id, { amount: 129_900, reason: 'other' });
    expect(whole.json().result.order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 129_900 });
  });
});

/** Two API instances, each with its own connection pool, on one PostgreSQL database behave like one. */
describe.skipIf(!onPostgres)('refunds over two API instances on one PostgreSQL database', () => {
  const { apps, dbs } = twoInstancesOnPostgres('refund', async () => undefined);
  const browsers: StaffBrowser[] = [];
  beforeAll(async () => {
    const member = await makeStaff(dbs[0]!, { role: 'owner' });
    for (const app of apps as FastifyInstance[]) browsers.push(await signedIn(app, member));
  });

  it('20 refunds racing over both, more than the capture together: exactly what fits', async () => {
    const { order } = await paidOrder(apps[0]!, dbs[0]!, { total: 129_900 });
    const answers = await burst(browsers, order.id, 20, 10_000);
    expect(answers.sort()).toEqual([...Array(12).fill(200), ...Array(8).fill(409)]);
    await exactly(dbs[1]!, order.id, 12, 10_000);
  });

  it('the same key on both instances at once: one refund, one provider refund, the same answer', async () => {
    const { order } = await paidOrder(apps[1]!, dbs[1]!);
    const body = { amount: 7_700, reason: 'goodwill' };
    const both = await Promise.all(browsers.map((b) => staffRefund(b, order.id, body, 'two-instances')));
    expect(both.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(both[0]!.body).toBe(both[1]!.body);
    await exactly(dbs[0]!, order.id, 1, 7_700);
  });
});
