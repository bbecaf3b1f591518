import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { analyticsEvents, outboxEvents } from '../schema';
import type { Db } from './carts';

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = Omit<typeof analyticsEvents.$inferInsert, 'recordedAt'>;

/** Records one event; its id is the outbox event's, so a second record of the same event changes nothing. Returns whether it was new. */
export async function recordAnalyticsEvent(db: Db, event: NewAnalyticsEvent): Promise<boolean> {
  const inserted = await db
    .insert(analyticsEvents)
    .values(event)
    .onConflictDoNothing({ target: analyticsEvents.id })
    .returning({ id: analyticsEvents.id });
  return inserted.length === 1;
}

/** When the outbox event happened (its row's created_at), or null when the row is gone. */
export async function outboxEventTime(db: Db, id: number): Promise<Date | null> {
  const [row] = await db.select({ at: outboxEvents.createdAt }).from(outboxEvents).where(eq(outboxEvents.id, id));
  return row?.at ?? null;
}

/** The newest recorded events of a brand, optionally of one type or one order, older than `before` (an id) for paging. */
export async function listAnalyticsEvents(
  db: Db,
  filter: { brand: string; type?: string; orderId?: string; before?: number; limit: number },
): Promise<AnalyticsEventRow[]> {
  const conditions: SQL[] = [eq(analyticsEvents.brand, filter.brand)];
  if (filter.type !== undefined) conditions.push(eq(analyticsEvents.type, filter.type));
  if (filter.orderId !== undefined) conditions.push(eq(analyticsEvents.orderId, filter.orderId));
  if (filter.before !== undefined) conditions.push(lt(analyticsEvents.id, filter.before));
  return db
    .select()
    .from(analyticsEvents)
    .where(and(...conditions))
    .orderBy(desc(analyticsEvents.id))
    .limit(filter.limit);
}
