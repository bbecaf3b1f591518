import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../src/db/schema';
import type { PaymentProviderAdapter } from '../src/payments/provider';
import { createPaymentProviders } from '../src/payments/registry';
import { PAYMENT_IN_PROGRESS_MESSAGE, PROCESSING_LEASE_MS } from '../src/use-cases/payments/begin-attempt';
import { abandonedAttempt } from './support/abandoned';
import { insertOrder, sessionShopper } from './support/order-factory';
import { CARDS, chargesOf, pay, tokenize } from './support/payments';
import { useTestApp } from './support/test-app';

/**
 * A provider that cannot tell yet (Stripe's `processing`, which the live adapter throws as "unknown yet", or
 * a network failure) while the shopper's pay reconciles an abandoned attempt is an unknown outcome, as in the charge
 * call: the attempt stays processing and the shopper is told the payment is in progress (409), never a 5xx.
 */
let retrieveThrows = true;
let retrieves = 0;

/** The sandbox card provider whose retrieve throws while `retrieveThrows` (the provider double). */
const unsureOnRetrieve = (card: PaymentProviderAdapter): PaymentProviderAdapter => ({
  ...card,
  name: 'unsureOnRetrieve',
  charge: (request) => card.charge(request),
  confirm: (ref) => card.confirm(ref),
  void: (ref) => card.void(ref),
  retrieve: async (ref) => {
    retrieves += 1;
    if (retrieveThrows) throw new Error('PaymentIntent is processing: outcome unknown yet');
    return card.retrieve(ref);
  },
});

const t = useTestApp({
  payments: (db) => {
    const sandbox = createPaymentProviders({ db, now: () => new Date() });
    return { ...sandbox, stripeDirect: unsureOnRetrieve(sandbox.stripeDirect!) };
  },
});

describe('a provider error during the pay path’s reconciliation is an unknown outcome', () => {
  it('the attempt stays processing, the shopper gets 409 payment in progress; once the provider answers, one charge', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, totalAmount: 54_900 });
    const token = await tokenize(s, CARDS.succeeds);
    const attempt = await abandonedAttempt(t.db, { sessionHash: s.hash, orderId: order.id, paymentToken: token }, true);
    await t.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - PROCESSING_LEASE_MS - 1_000) })
      .where(eq(payments.id, attempt.id));

    const res = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    expect(retrieves).toBe(1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'error', message: PAYMENT_IN_PROGRESS_MESSAGE });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, attempt.id));
    expect(row).toMatchObject({ status: 'processing' });
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ status: 'pending' });

    // The provider answers again: the next pay reconciles the charge it made; the order is paid once.
    retrieveThrows = false;
    const again = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    expect(again.json().result).toMatchObject({ paymentStatus: 'succeeded', order: { status: 'paid' } });
    const { succeeded, charges } = await chargesOf(t.db, order.id);
    expect([succeeded.length, charges.length]).toEqual([1, 1]);
  });
});
