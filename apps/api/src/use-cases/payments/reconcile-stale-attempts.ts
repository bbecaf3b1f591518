import type { Deps } from '../../context';
import { claimStaleAttempt, findStaleAttempts } from '../../db/repositories/payment-attempts';
import { PROCESSING_LEASE_MS } from './begin-attempt';
import { expireWaitingAttempt, REQUIRES_ACTION_EXPIRY_MS } from './expire-waiting-attempt';
import { providerNamed } from './provider-named';
import { reconcileAttempt } from './reconcile-attempt';
import { reconcileStaleRefunds } from '../refunds/reconcile-stale-refunds';

/** How often each API process and worker runs the reconciliation (the first run is 5 s after start: runEvery). */
export const RECONCILE_EVERY_MS = 30 * 1000;
/** How many attempts of each kind one run settles; the next run (or another process) takes the rest. */
const BATCH = 50;

export interface ReconciliationReport {
  reconciled: number;
  expired: number;
  /** Pending refunds settled with their provider (the refund pass: reconcile-stale-refunds.ts). */
  refunds: number;
  /** Provider calls that failed (down, time-out): the attempt stays as it was and is tried again on a later run. */
  failed: number;
}

/**
 * "nothing lost": every `processing` attempt older than PROCESSING_LEASE_MS (its process died between the
 * provider call and the commit) is settled with its provider, of every brand; every `requires_action` attempt older
 * than REQUIRES_ACTION_EXPIRY_MS is expired. Runs at start and on a timer in each API process and worker. Safe when
 * several run at once: a stale attempt is claimed by moving its updated_at to now only while it is still stale (one
 * process asks the provider), and every write happens under the order's lock only while the attempt is still in the
 * state read. Then the refund pass settles refunds left pending the same way (reconcile-stale-refunds.ts).
 */
export async function reconcileStaleAttempts(deps: Pick<Deps, 'db' | 'now' | 'payments'>): Promise<ReconciliationReport> {
  const report: ReconciliationReport = { reconciled: 0, expired: 0, refunds: 0, failed: 0 };
  const now = deps.now();
  const staleBefore = new Date(now.getTime() - PROCESSING_LEASE_MS);
  const processing = await findStaleAttempts(deps.db, 'processing', staleBefore, BATCH);
  for (const attempt of processing) {
    const provider = providerNamed(deps.payments, attempt.provider);
    if (!provider || !(await claimStaleAttempt(deps.db, attempt, staleBefore, now))) continue;
    try {
      await reconcileAttempt(deps, attempt, provider);
      report.reconciled += 1;
    } catch {
      report.failed += 1;
    }
  }
  const waiting = await findStaleAttempts(deps.db, 'requires_action', new Date(now.getTime() - REQUIRES_ACTION_EXPIRY_MS), BATCH);
  for (const attempt of waiting) {
    const provider = providerNamed(deps.payments, attempt.provider);
    if (!provider) continue;
    try {
      if ((await expireWaitingAttempt(deps, attempt, provider)) !== 'kept') report.expired += 1;
    } catch {
      report.failed += 1;
    }
  }
  const refunds = await reconcileStaleRefunds(deps);
  report.refunds = refunds.settled;
  report.failed += refunds.failed;
  return report;
}
