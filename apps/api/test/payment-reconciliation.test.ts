import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { coupons, orders, payments } from '../src/db/schema';
import { findLedgerRow } from '../src/payments/sandbox/ledger';
import { createPaymentProviders } from '../src/payments/registry';
import { PROCESSING_LEASE_MS } from '../src/use-cases/payments/begin-attempt';
import { PAYMENT_EXPIRED_MESSAGE, REQUIRES_ACTION_EXPIRY_MS } from '../src/use-cases/payments/expire-waiting-attempt';
import { reconcileStaleAttempts } from '../src/use-cases/payments/reconcile-stale-attempts';
import { useTestApp } from './support/test-app';
import { COUPONS } from './support/test-store';
import { insertOrder, sessionShopper } from './support/order-factory';
import { CARDS, chargesOf, pay, tokenize } from './support/payments';
import { abandonedAttempt } from './support/abandoned';
import { answer3ds, waitingPayment } from './support/webhooks';

/** ONCE50: a coupon one order may redeem. */
const t = useTestApp({ coupons: { plume: [COUPONS.once50] } });

/** The reconciliation as a process runs it, `afterMs` from now. */
const reconcileAt = (afterMs: number) => {
  const now = () => new Date(Date.now() + afterMs);
  return reconcileStaleAttempts({ db: t.db, now, payments: createPaymentProviders({ db: t.db, now }) });
};
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const redemptions = async (brand: string, code: string) =>
  (
    await t.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.brand, brand), eq(coupons.code, code)))
  )[0]!.redemptions;
const attemptRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('reconciliation of attempts left processing (exactly once, nothing lost)', () => {
  it('a process died after the provider charged: the reconciliation pays the order exactly once', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, totalAmount: 123_400 });
    const token = await tokenize(s, CARDS.succeeds);
    const attempt = await abandonedAttempt(t.db, { sessionHash: s.hash, orderId: order.id, paymentToken: token }, true);
    // Within the lease the attempt belongs to its (maybe slow) request: nothing is touched.
    await reconcileAt(0);
    expect(await attemptRow(attempt.id)).toMatchObject({ status: 'processing' });
    // Past the lease, two processes reconciling at once settle it once.
    const reports = await Promise.all([reconcileAt(PROCESSING_LEASE_MS + 1_000), reconcileAt(PROCESSING_LEASE_MS + 1_000)]);
    expect(reports.reduce((n, r) => n + r.reconciled, 0)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
    const { succeeded, charges, payments: rows } = await chargesOf(t.db, order.id);
    expect([rows.length, succeeded.length, charges.length]).toEqual([1, 1, 1]);
    expect(charges[0]!.amount).toBe(123_400);
    // The shopper's retry answers the paid order without a charge.
    const retry = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    expect(retry.json().result).toMatchObject({ paymentStatus: 'succeeded', order: { status: 'paid' } });
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(1);
  });

  it('a process died before the provider was reached: the attempt fails, the coupon is released, the order can be paid', async () => {
    const s = await sessionShopper(t.app, 'plume');
    const order = await insertOrder(t.db, { brand: 'plume', sessionHash: s.hash, couponCode: 'ONCE50' });
    const token = await tokenize(s, CARDS.succeeds);
    const attempt = await abandonedAttempt(
      t.db,
      { brand: 'plume', sessionHash: s.hash, orderId: order.id, paymentToken: token },
      false,
    );
    expect(await redemptions('plume', 'ONCE50')).toBe(1);
    await reconcileAt(PROCESSING_LEASE_MS + 1_000);
    expect(await attemptRow(attempt.id)).toMatchObject({ status: 'failed', message: 'The payment did not reach the provider' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending' });
    expect(await redemptions('plume', 'ONCE50')).toBe(0);
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(0);
    // The shopper pays again (the unspent token still works) and the coupon is redeemed by that paid order only.
    const again = await pay(t.app, s, order.id, { paymentToken: token });
    expect(again.json().result).toMatchObject({ paymentStatus: 'succeeded' });
    expect(await redemptions('plume', 'ONCE50')).toBe(1);
  });

  it('a stale attempt is settled by the shopper’s next pay too (it reconciles first, then answers)', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const token = await tokenize(s, CARDS.succeeds);
    const attempt = await abandonedAttempt(t.db, { sessionHash: s.hash, orderId: order.id, paymentToken: token }, true);
    await t.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - PROCESSING_LEASE_MS - 1_000) })
      .where(eq(payments.id, attempt.id));
    const res = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    expect(res.json().result).toMatchObject({ paymentStatus: 'succeeded', order: { status: 'paid' } });
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(1);
  });
});

describe(`payments waiting for the shopper expire after ${REQUIRES_ACTION_EXPIRY_MS / 60_000} minutes`, () => {
  it('voided at the provider, marked failed; the order stays pending and another card pays it', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const intent = await waitingPayment(t.app, s, order.id);
    await reconcileAt(REQUIRES_ACTION_EXPIRY_MS - 60_000);
    expect((await chargesOf(t.db, order.id)).payments.map((p) => p.status)).toEqual(['requires_action']);
    const report = await reconcileAt(REQUIRES_ACTION_EXPIRY_MS + 1_000);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    const [row] = (await chargesOf(t.db, order.id)).payments;
    expect(row).toMatchObject({ status: 'failed', message: PAYMENT_EXPIRED_MESSAGE });
    expect((await findLedgerRow(t.db, 'nestwood', intent))!.status).toBe('canceled');
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending' });
    // The bank page can no longer approve it; a new card pays.
    expect((await answer3ds(t.app, 'nestwood', intent, 'approve')).statusCode).toBe(404);
    expect((await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) })).statusCode).toBe(200);
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(1);
  });

  it('a waiting payment the provider captured meanwhile (a webhook lost) is paid, not expired', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const intent = await waitingPayment(t.app, s, order.id);
    await answer3ds(t.app, 'nestwood', intent, 'approve');
    const provider = createPaymentProviders({ db: t.db, now: () => new Date() }).stripeDirect!;
    const [attempt] = (await chargesOf(t.db, order.id)).payments;
    await provider.confirm({
      brand: 'nestwood',
      orderId: order.id,
      idempotencyKey: attempt!.idempotencyKey,
      providerRef: intent,
    });
    await reconcileAt(REQUIRES_ACTION_EXPIRY_MS + 1_000);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid' });
    const { succeeded, charges } = await chargesOf(t.db, order.id);
    expect([succeeded.length, charges.length]).toEqual([1, 1]);
  });
});
