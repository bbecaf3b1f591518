import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/repositories/carts';
import { sandboxPaymentIntents } from '../../db/schema';
import { randomBase62 } from '../../ids';
import type { PaymentProviderAdapter, RefundLookup, RefundOutcome, RefundRef, RefundRequest } from '../provider';
import { refundFailed, refundRequestProblem, replayed } from '../refund-outcomes';
import type { LedgerDb, LedgerRow } from './ledger';
import { recordLedgerEvent } from './ledger-events';

/** One refund of a sandbox payment, kept in its ledger row's `details.refunds` (the ledger has no table for them). */
export interface LedgerRefund {
  /** The sandbox's reference for the refund. */
  id: string;
  /** The store's key it was made under: the same key answers this refund again. */
  key: string;
  amount: number;
  at: string;
}

/** Which ledger rows a provider refunds: its own (the provider column), and its status that means "captured". */
export interface LedgerRefundPolicy {
  provider: string;
  captured: string;
}

/** The refunds the sandbox made of a payment, oldest first. */
export function ledgerRefundsOf(row: Pick<LedgerRow, 'details'>): LedgerRefund[] {
  const refunds = row.details.refunds;
  return Array.isArray(refunds) ? (refunds as LedgerRefund[]) : [];
}

const succeeded = (refund: LedgerRefund, currency: string): RefundOutcome => ({
  status: 'succeeded',
  providerRef: refund.id,
  amount: refund.amount,
  currency,
});

/** The request's ledger row: the provider's, of the brand and the order, under the payment's reference; else null. */
const ownRow = (row: LedgerRow | undefined, ref: RefundRef, provider: string): LedgerRow | null =>
  row && row.provider === provider && row.orderId === ref.orderId ? row : null;

const whereRef = (ref: RefundRef) =>
  and(eq(sandboxPaymentIntents.brand, ref.brand), eq(sandboxPaymentIntents.id, ref.payment.providerRef));

/**
 * Every sandbox provider's refund (they share one ledger). Under the payment row's lock (SELECT ... FOR UPDATE), so
 * that racing refunds are decided one after the other: a key already used answers its refund again (never a second
 * one; the same key for another amount is refused, as Stripe refuses a reused key with other parameters); a payment
 * not in the provider's captured status is not refundable; a refund taking the payment's refunds above its amount is
 * refused; anything else is appended to `details.refunds` and announced by a `payment.refunded` webhook, in the same
 * transaction.
 */
export async function refundLedgerPayment(
  db: LedgerDb,
  request: RefundRequest,
  policy: LedgerRefundPolicy,
  now: Date,
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(sandboxPaymentIntents).where(whereRef(request)).for('update');
    const row = ownRow(locked, request, policy.provider);
    if (!row) return refundFailed('not_refundable', `No payment ${request.payment.providerRef} of this order to refund.`);
    const refunds = ledgerRefundsOf(row);
    const earlier = refunds.find((r) => r.key === request.idempotencyKey);
    if (earlier) return replayed(succeeded(earlier, row.currency), request);
    const problem = refundRequestProblem(request, row.currency);
    if (problem) return problem;
    if (row.status !== policy.captured)
      return refundFailed('not_refundable', `Payment ${row.id} is ${row.status}, not captured: there is nothing to refund.`);
    const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
    if (refunded + request.amount > row.amount)
      return refundFailed(
        'exceeds_captured',
        `A refund of ${request.amount} is more than the ${row.amount - refunded} left of the ${row.amount} captured.`,
      );
    const refund: LedgerRefund = {
      id: `re_${randomBase62(24)}`,
      key: request.idempotencyKey,
      amount: request.amount,
      at: now.toISOString(),
    };
    const [updated] = await tx
      .update(sandboxPaymentIntents)
      .set({ details: { ...row.details, refunds: [...refunds, refund] }, updatedAt: now })
      .where(eq(sandboxPaymentIntents.id, row.id))
      .returning();
    await recordLedgerEvent(tx, updated ?? row, 'payment.refunded');
    return succeeded(refund, row.currency);
  });
}

/** The refund a sandbox provider made under the key, of this order's payment; `not_found` when it made none. */
export async function findLedgerRefund(
  db: Db,
  ref: RefundRef,
  policy: Pick<LedgerRefundPolicy, 'provider'>,
): Promise<RefundLookup> {
  const [found] = await db.select().from(sandboxPaymentIntents).where(whereRef(ref));
  const row = ownRow(found, ref, policy.provider);
  const refund = row ? ledgerRefundsOf(row).find((r) => r.key === ref.idempotencyKey) : undefined;
  return row && refund ? succeeded(refund, row.currency) : { status: 'not_found' };
}

/** A sandbox provider's refund and retrieveRefund: the ledger's, for the provider's rows and its captured status. */
export function ledgerRefunds(
  deps: { db: LedgerDb; now: () => Date },
  policy: LedgerRefundPolicy,
): Pick<PaymentProviderAdapter, 'refund' | 'retrieveRefund'> {
  return {
    refund: (request) => refundLedgerPayment(deps.db, request, policy, deps.now()),
    retrieveRefund: (ref) => findLedgerRefund(deps.db, ref, policy),
  };
}
