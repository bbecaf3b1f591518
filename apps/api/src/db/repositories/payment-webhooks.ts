import { and, eq } from 'drizzle-orm';
import { paymentWebhookEvents } from '../schema';
import type { Db } from './carts';

export interface NewWebhookEvent {
  provider: string;
  eventId: string;
  type: string;
  payload: Record<string, unknown>;
}

/** Records a received event once per (provider, event id): false when it was already received (a redelivery). */
export async function recordWebhookEvent(db: Db, event: NewWebhookEvent, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(paymentWebhookEvents)
    .values({ ...event, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return inserted.length === 1;
}

/** The event was settled (or found to concern no payment of ours): kept for the operator with the time. */
export async function markWebhookEventProcessed(db: Db, provider: string, eventId: string, now: Date): Promise<void> {
  await db
    .update(paymentWebhookEvents)
    .set({ processedAt: now })
    .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)));
}
