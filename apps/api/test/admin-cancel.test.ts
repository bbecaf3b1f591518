import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REDIRECT_START_TOKEN, ZERO_TOTAL_PAYMENT_TOKEN } from '@store/core';
import { orders } from '../src/db/schema';
import { createPaymentProviders } from '../src/payments/registry';
import { reconcileStaleAttempts } from '../src/use-cases/payments/reconcile-stale-attempts';
import { REFUND_LEASE_MS } from '../src/use-cases/refunds/reconcile-stale-refunds';
import { createTestApp, type TestApp } from './support/test-app';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { insertOrder, sessionShopper } from './support/order-factory';
import { pay } from './support/payments';
import {
  emailsAfterJobs,
  faultyRefundProviders,
  ledgerRefunds,
  moneyOf,
  paidOrder,
  staffCancel,
  staffRefund,
  type RefundFault,
} from './support/refunds';

let t: TestApp;
let manager: StaffBrowser;
let managerEmail: string;
const fault: { mode: RefundFault; calls: number } = { mode: 'none', calls: 0 };
beforeAll(async () => {
  t = await createTestApp({ payments: (db) => faultyRefundProviders(db, fault) });
  const member = await makeStaff(t.db, { role: 'manager', brands: ['nestwood', 'nestwood-ca'] });
  managerEmail = member.email;
  manager = await signedIn(t.app, member);
});
afterAll(() => t.close());

const REASON = { reason: 'The customer changed their mind' };

describe('POST /admin/orders/{id}/cancel of an unpaid order', () => {
  it('cancels it (cancelled_at stamped), audits it and tells the shopper nothing was charged', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, totalAmount: 45_000 });
    const res = await staffCancel(manager, order.id, REASON);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.order).toMatchObject({
      id: order.id,
      status: 'cancelled',
      paymentStatus: 'unpaid',
      refundedAmount: 0,
    });
    const { order: row, refunds, audit } = await moneyOf(t.db, order.id);
    expect(row.status).toBe('cancelled');
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(refunds).toEqual([]);
    expect(audit.map((a) => [a.action, a.staffEmail, a.before, a.after])).toEqual([
      [
        'order.cancel',
        managerEmail,
        { status: 'pending', paymentStatus: 'unpaid', fulfillmentStatus: 'unfulfilled', refundedAmount: 0, currency: 'USD' },
        {
          status: 'cancelled',
          paymentStatus: 'unpaid',
          fulfillmentStatus: 'unfulfilled',
          refundedAmount: 0,
          currency: 'USD',
          cancelledAt: row.cancelledAt!.toISOString(),
          reason: REASON.reason,
        },
      ],
    ]);
    const emails = (await emailsAfterJobs(t.db, order.email)).filter((e) => e.subject.includes(order.shortId));
    expect(emails.map((e) => e.subject)).toEqual([`Nestwood order ${order.shortId} cancelled`]);
    expect(emails[0]!.text).toContain('You were not charged for this order.');
    // The shopper can no longer pay it.
    const paid = await pay(t.app, s, order.id, { paymentToken: REDIRECT_START_TOKEN });
    expect(paid.statusCode).toBe(409);
    // Cancelling again is refused and changes nothing.
    const again = await staffCancel(manager, order.id, REASON);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already cancelled');
    expect((await moneyOf(t.db, order.id)).audit).toHaveLength(1);
  });

  it('refuses while a payment of it is under way (the shopper is on the provider’s page)', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, billingProvider: 'affirm' });
    const started = await pay(t.app, s, order.id, { paymentToken: REDIRECT_START_TOKEN });
    expect(started.json().result.paymentStatus).toBe('requires_action');
    const res = await staffCancel(manager, order.id, REASON);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', code: 'CONFLICT', message: 'A payment is in progress for this order' });
    const { order: row, audit } = await moneyOf(t.db, order.id);
    expect([row.status, audit.length]).toEqual(['pending', 0]);
  });
});

describe('POST /admin/orders/{id}/cancel of a paid order', () => {
  it('nothing shipped: refunded in full (one refund, reason order-cancelled), then cancelled; two emails', async () => {
    const { order } = await paidOrder(t.app, t.db, { total: 129_900 });
    const res = await staffCancel(manager, order.id, REASON, 'cancel-click');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: 129_900,
      fulfillmentStatus: 'unfulfilled',
    });
    const { order: row, refunds, audit } = await moneyOf(t.db, order.id);
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 129_900 });
    expect(refunds.map((r) => [r.amount, r.status, r.reason, r.note])).toEqual([
      [129_900, 'succeeded', 'order-cancelled', REASON.reason],
    ]);
    expect((await ledgerRefunds(t.db, order.id)).map((r) => r.amount)).toEqual([129_900]);
    expect(audit.map((a) => [a.action, a.staffEmail])).toEqual([
      ['order.refund', managerEmail],
      ['order.cancel', managerEmail],
    ]);
    expect(audit[1]!.before).toMatchObject({ status: 'paid', paymentStatus: 'refunded', refundedAmount: 129_900 });
    expect(audit[1]!.after).toMatchObject({ status: 'cancelled', reason: REASON.reason });
    const emails = (await emailsAfterJobs(t.db, order.email)).filter((e) => e.subject.includes(order.shortId));
    expect(emails.map((e) => e.subject).sort()).toEqual([
      `Nestwood order ${order.shortId} cancelled`,
      `Nestwood order ${order.shortId}: $1,299.00 refunded`,
    ]);
    const notice = emails.find((e) => e.subject.endsWith('cancelled'))!.text.replace(/\s+/g, ' ');
    expect(notice).toContain('Order total: $1,299.00');
    expect(notice).toContain('Refunded: $1,299.00, back to your payment method (Card)');
    // The same click again replays the answer: still one refund.
    const replay = await staffCancel(manager, order.id, REASON, 'cancel-click');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(res.json());
    expect((await moneyOf(t.db, order.id)).refunds).toHaveLength(1);
  });

  it('after a partial refund, only what is left is refunded before the cancellation', async () => {
    const { order } = await paidOrder(t.app, t.db, { total: 129_900 });
    await staffRefund(manager, order.id, { amount: 29_900, reason: 'damaged' });
    const res = await staffCancel(manager, order.id, REASON);
    expect(res.json().result.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 129_900 });
    expect((await moneyOf(t.db, order.id)).refunds.map((r) => [r.amount, r.reason])).toEqual([
      [29_900, 'damaged'],
      [100_000, 'order-cancelled'],
    ]);
  });

  it('a refused refund: the order is not cancelled, and the answer says why', async () => {
    const { order } = await paidOrder(t.app, t.db);
    fault.mode = 'refuse';
    const res = await staffCancel(manager, order.id, REASON);
    fault.mode = 'none';
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The payment provider refused this refund: The card issuer refused the refund.');
    const { order: row, refunds, audit } = await moneyOf(t.db, order.id);
    expect([row.status, row.paymentStatus, row.refundedAmount, row.cancelledAt]).toEqual(['paid', 'paid', 0, null]);
    expect(refunds.map((r) => r.status)).toEqual(['failed']);
    expect(audit.map((a) => a.action)).toEqual(['order.refund']);
  });

  it('a refund whose answer is unknown: not cancelled yet; once it is settled, cancelling again completes without a second refund', async () => {
    const { order } = await paidOrder(t.app, t.db, { total: 50_000 });
    fault.mode = 'throw-after-refund';
    const res = await staffCancel(manager, order.id, REASON, 'cancel-unknown');
    fault.mode = 'none';
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The refund of $500.00 is being processed: the order is cancelled once it has gone through. Try again in a minute.',
    );
    expect((await moneyOf(t.db, order.id)).order.status).toBe('paid');
    const meanwhile = await staffCancel(manager, order.id, REASON);
    expect(meanwhile.json().message).toBe(
      'A refund of this order is still being processed: the order can be cancelled once the provider has answered it',
    );
    const later = () => new Date(Date.now() + REFUND_LEASE_MS + 1_000);
    expect(
      (await reconcileStaleAttempts({ db: t.db, now: later, payments: createPaymentProviders({ db: t.db, now: later }) }))
        .refunds,
    ).toBe(1);
    const done = await staffCancel(manager, order.id, REASON);
    expect(done.json().result.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 50_000 });
    expect((await moneyOf(t.db, order.id)).refunds).toHaveLength(1);
    expect(await ledgerRefunds(t.db, order.id)).toHaveLength(1);
  });

  it('a paid order that cost nothing (zero total): cancelled with nothing to refund', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, totalAmount: 0 });
    expect((await pay(t.app, s, order.id, { paymentToken: ZERO_TOTAL_PAYMENT_TOKEN })).json().result.paymentStatus).toBe(
      'succeeded',
    );
    const res = await staffCancel(manager, order.id, REASON);
    expect(res.json().result.order).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', refundedAmount: 0 });
    expect((await moneyOf(t.db, order.id)).refunds).toEqual([]);
  });

  it.each(['shipped', 'partially_shipped'] as const)('%s: refused, nothing refunded or changed', async (fulfillmentStatus) => {
    const { order } = await paidOrder(t.app, t.db);
    await t.db.update(orders).set({ fulfillmentStatus }).where(eq(orders.id, order.id));
    const before = await moneyOf(t.db, order.id);
    const res = await staffCancel(manager, order.id, REASON);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'CONFLICT',
      message: 'Shipped orders cannot be cancelled: refund or take a return instead',
    });
    expect(await moneyOf(t.db, order.id)).toEqual(before);
    expect(await ledgerRefunds(t.db, order.id)).toEqual([]);
  });
});

describe('POST /admin/orders/{id}/cancel: who may, and what is refused', () => {
  it('the support role: 403, nothing written', async () => {
    const { order } = await paidOrder(t.app, t.db);
    const support = await signedIn(t.app, await makeStaff(t.db, { role: 'support' }));
    const res = await staffCancel(support, order.id, REASON);
    expect(res.statusCode).toBe(403);
    const { order: row, refunds, audit } = await moneyOf(t.db, order.id);
    expect([row.status, refunds, audit]).toEqual(['paid', [], []]);
  });

  it('another brand’s order: 404 as for a missing one', async () => {
    const { order } = await paidOrder(t.app, t.db, { brand: 'plume' });
    const res = await staffCancel(manager, order.id, REASON);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    expect((await moneyOf(t.db, order.id)).order.status).toBe('paid');
  });

  it.each([
    ['no Idempotency-Key', REASON, null, 'Idempotency-Key header is required'],
    ['no reason', {}, 'k-1', undefined],
    ['an empty reason', { reason: '' }, 'k-2', undefined],
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }, 'k-3', undefined],
  ])('400 for %s, nothing changed', async (_, body, key, message) => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const res = await staffCancel(manager, order.id, body, key);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect((await moneyOf(t.db, order.id)).order.status).toBe('pending');
  });
});
