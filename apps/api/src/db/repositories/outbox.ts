import { asc, inArray, isNull } from 'drizzle-orm';
import { outboxEvents } from '../schema';
import type { Db } from './carts';

export type OutboxEventRow = typeof outboxEvents.$inferSelect;

/**
 * The oldest unpublished outbox events, locked for the caller's transaction (SKIP LOCKED: two relays never take the
 * same event).
 */
export async function lockUnpublishedEvents(db: Db, limit: number): Promise<OutboxEventRow[]> {
  return db
    .select()
    .from(outboxEvents)
    .where(isNull(outboxEvents.publishedAt))
    .orderBy(asc(outboxEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks events published: handed to the job queue in the same transaction. */
export async function markEventsPublished(db: Db, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxEvents)
    .set({ publishedAt: at })
    .where(inArray(outboxEvents.id, [...ids]));
}
