import { and, eq, lt, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/repositories/carts';
import {
  authSessions,
  authVerifications,
  cartLines,
  carts,
  idempotencyKeys,
  jobs,
  paymentWebhookEvents,
  remoteTokens,
} from '../db/schema';
import { deleteExpiredCardTokens } from '../payments/sandbox/card-store';
import { deleteExpiredWalletTokens } from '../payments/sandbox/wallet-store';
import { deleteExpiredGrants } from '../db/repositories/order-access';

/** An empty cart untouched this long is removed; its session gets the same derived id back if it returns. */
export const EMPTY_CART_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Done jobs are kept this long (to look into what ran); failed jobs stay until an operator removes them. */
export const DONE_JOB_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** An Idempotency-Key is replayed for a day; after that its row goes (a retry that late is a new request). */
export const IDEMPOTENCY_KEY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * A received payment webhook is kept this long. Its row is what makes a provider's redelivery a duplicate, and
 * a signature is accepted for 5 minutes either way (payments/webhooks/signature.ts), so an event older than that can
 * no longer be replayed; providers retry a failed delivery for up to about 3 days. 30 days covers both many times over.
 */
export const WEBHOOK_EVENT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface CleanUpReport {
  carts: number;
  remoteTokens: number;
  idempotencyKeys: number;
  cardTokens: number;
  /** Guest order look-up grants past their 24 h. */
  orderAccessGrants: number;
  jobs: number;
  webhookEvents: number;
  /** Expired account sessions and one-time tokens: sign-in links, verifications, resets. */
  accountTokens: number;
}

/**
 * Removes stored state nobody can use any more: remote tokens and sandbox card tokens past their expiry, Idempotency-Key
 * answers older than a day, and active carts without lines that nobody changed for a day (their tokens go with them, by foreign key). Each is one DELETE, so several processes
 * running it at once is safe: a row is removed once, and a cart a change holds locked is re-checked after the change
 * (which moves updated_at on) and kept. Done jobs older than a week go too, payment webhook events older than 30 days,
 * and expired account sessions, one-time tokens and look-up grants. Guest sessions are signed cookies
 * (plugins/session.ts), so there are none stored.
 */
export async function cleanUpStoredState(db: Db, now: Date): Promise<CleanUpReport> {
  const tokens = await db
    .delete(remoteTokens)
    .where(lte(remoteTokens.expiresAt, now))
    .returning({ tokenHash: remoteTokens.tokenHash });
  const emptyCarts = await db
    .delete(carts)
    .where(
      and(
        eq(carts.status, 'active'),
        lt(carts.updatedAt, new Date(now.getTime() - EMPTY_CART_MAX_AGE_MS)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(cartLines)
            .where(eq(cartLines.cartId, carts.id)),
        ),
      ),
    )
    .returning({ id: carts.id });
  const keys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_MAX_AGE_MS)))
    .returning({ key: idempotencyKeys.key });
  // The sandbox sheet's wallet tokens are payment tokens too: counted with the card tokens.
  const cardTokens = (await deleteExpiredCardTokens(db, now)) + (await deleteExpiredWalletTokens(db, now));
  const orderAccessGrants = await deleteExpiredGrants(db, now);
  const doneJobs = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, new Date(now.getTime() - DONE_JOB_MAX_AGE_MS))))
    .returning({ id: jobs.id });
  const webhookEvents = await db
    .delete(paymentWebhookEvents)
    .where(lt(paymentWebhookEvents.receivedAt, new Date(now.getTime() - WEBHOOK_EVENT_MAX_AGE_MS)))
    .returning({ eventId: paymentWebhookEvents.eventId });
  const sessions = await db.delete(authSessions).where(lte(authSessions.expiresAt, now)).returning({ id: authSessions.id });
  const verifications = await db
    .delete(authVerifications)
    .where(lte(authVerifications.expiresAt, now))
    .returning({ id: authVerifications.id });
  return {
    carts: emptyCarts.length,
    accountTokens: sessions.length + verifications.length,
    remoteTokens: tokens.length,
    idempotencyKeys: keys.length,
    cardTokens,
    orderAccessGrants,
    jobs: doneJobs.length,
    webhookEvents: webhookEvents.length,
  };
}
