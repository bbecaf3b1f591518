import type { Deps } from '../../context';
import { findPayment, type PaymentRow } from '../../db/repositories/payments';
import { claimStaleRefund, findStaleRefunds, type RefundRow } from '../../db/repositories/refunds';
import type { PaymentProviderAdapter } from '../../payments/provider';
import { providerNamed } from '../payments/provider-named';
import { refundRequestOf } from './provider-refund';
import { settleRefund } from './settle-refund';

/** How long a refund may stay `pending` before it counts as abandoned (its process died): then it is reconciled. */
export const REFUND_LEASE_MS = 60_000;
/** How many refunds one run settles; the next run (or another process) takes the rest. */
const BATCH = 50;

export interface RefundReconciliation {
  /** Pending refunds settled with their provider (succeeded or failed). */
  settled: number;
  /** Provider calls that failed (down, time-out, still processing): the refund stays pending for a later run. */
  failed: number;
}

/**
 * Settles one abandoned pending refund with its provider, by its key: the refund the provider made under it is written
 * as the request would have written it. When the provider made none under the key (the call never reached it, or the
 * process died before the call), the refund is asked for again under the same key rather than marked failed: staff
 * asked for it, the amount is still held against the capture, and a first call that is only slow and lands later is
 * answered by the provider with the same single refund, so the money moves once whichever call arrives first.
 */
export async function reconcileRefund(
  deps: Pick<Deps, 'db' | 'now'>,
  refund: RefundRow,
  payment: PaymentRow,
  provider: PaymentProviderAdapter,
): Promise<void> {
  const request = refundRequestOf(refund, payment);
  const found = await provider.retrieveRefund(request);
  const outcome = found.status === 'not_found' ? await provider.refund(request) : found;
  await settleRefund(deps, refund, outcome);
}

/**
 * The refund pass of the stale-attempt reconciliation (reconcile-stale-attempts.ts runs it on the same schedule in
 * every API process and worker): every refund left `pending` longer than REFUND_LEASE_MS, of every brand, is claimed by
 * compare-and-set (one process asks the provider) and settled; its answer is written under the order's lock only while
 * the refund is still pending, so it is written once whatever else settles it.
 */
export async function reconcileStaleRefunds(deps: Pick<Deps, 'db' | 'now' | 'payments'>): Promise<RefundReconciliation> {
  const report: RefundReconciliation = { settled: 0, failed: 0 };
  const now = deps.now();
  const staleBefore = new Date(now.getTime() - REFUND_LEASE_MS);
  for (const refund of await findStaleRefunds(deps.db, staleBefore, BATCH)) {
    const payment = await findPayment(deps.db, refund.brand, refund.paymentId);
    const provider = payment && providerNamed(deps.payments, payment.provider);
    if (!payment || !provider || !(await claimStaleRefund(deps.db, refund, staleBefore, now))) continue;
    try {
      await reconcileRefund(deps, refund, payment, provider);
      report.settled += 1;
    } catch {
      report.failed += 1;
    }
  }
  return report;
}
