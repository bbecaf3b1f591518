import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { payments, type PaymentStatus } from '../schema';
import type { Db } from './carts';
import type { PaymentRow } from './payments';
import { PAYMENT_ATTEMPT_TRANSITIONS } from '@store/core/back-office/order-states';
import { movableTo } from './status-moves';

/**
 * Attempts left in `status` since before `olderThan`, oldest first, any brand (payments_status_idx): the
 * reconciliation's work list. Bounded, so one run's work is bounded; the next run takes the rest.
 */
export async function findStaleAttempts(
  db: Db,
  status: Extract<PaymentStatus, 'processing' | 'requires_action'>,
  olderThan: Date,
  limit: number,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, status), lt(payments.updatedAt, olderThan)))
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
}

/**
 * Takes a stale `processing` attempt for one reconciler: moves its updated_at to now only if it is still processing and
 * still older than `staleBefore` (compare-and-set), so of several processes reconciling at once one asks the provider,
 * and a reconciler that dies leaves the attempt stale again after another lease.
 */
export async function claimStaleAttempt(db: Db, attempt: PaymentRow, staleBefore: Date, now: Date): Promise<boolean> {
  const claimed = await db
    .update(payments)
    .set({ updatedAt: now })
    .where(
      and(
        eq(payments.brand, attempt.brand),
        eq(payments.id, attempt.id),
        eq(payments.status, 'processing'),
        lt(payments.updatedAt, staleBefore),
      ),
    )
    .returning({ id: payments.id });
  return claimed.length === 1;
}

/**
 * The attempt a provider's webhook names: by (brand, provider reference), of that provider. An attempt still
 * `processing` has no reference yet (the provider's answer is not written): then the order's processing attempt of
 * that provider, whose idempotency key the provider knows.
 */
export async function findAttemptForEvent(
  db: Db,
  event: { brand: string; provider: string; providerRef: string; orderId: string },
): Promise<PaymentRow | null> {
  const ofProvider = and(eq(payments.brand, event.brand), eq(payments.provider, event.provider));
  const [byRef] = await db
    .select()
    .from(payments)
    .where(and(ofProvider, eq(payments.providerRef, event.providerRef)));
  if (byRef) return byRef;
  const [processing] = await db
    .select()
    .from(payments)
    .where(and(ofProvider, eq(payments.orderId, event.orderId), eq(payments.status, 'processing'), isNull(payments.providerRef)));
  return processing ?? null;
}

/** Moves an attempt from one status to another only if it is still in `from` (under its order's lock): true if moved. */
export async function movePaymentStatus(
  db: Db,
  attempt: Pick<PaymentRow, 'brand' | 'id'>,
  from: PaymentStatus,
  to: PaymentStatus,
  message: string | null,
  now: Date,
): Promise<boolean> {
  const moved = await db
    .update(payments)
    .set({ status: to, message, updatedAt: now })
    .where(
      and(
        eq(payments.brand, attempt.brand),
        eq(payments.id, attempt.id),
        eq(payments.status, from),
        movableTo(payments.status, PAYMENT_ATTEMPT_TRANSITIONS, to),
      ),
    )
    .returning({ id: payments.id });
  return moved.length === 1;
}
