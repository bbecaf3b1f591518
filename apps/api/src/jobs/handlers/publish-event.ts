import { z } from 'zod';
import { outboxEventTime, recordAnalyticsEvent } from '../../db/repositories/analytics-events';
import type { JobHandler } from '../worker';

/** What the outbox relay puts in an event.publish job (outbox-relay.ts jobsForEvent). */
const payloadSchema = z.object({
  eventId: z.number().int().positive(),
  brand: z.string().min(1),
  type: z.string().min(1),
  cartId: z.string().nullable().optional(),
  payload: z.record(z.string(), z.unknown()),
});

/**
 * Job event.publish: records the outbox event durably in analytics_events, keyed by the outbox event id:
 * a job that runs again (a retry, an expired lease) inserts nothing the second time (on conflict do nothing). The
 * order id of order-side events (orderPaid ...) is copied into its own column; occurred_at is the outbox row's time
 * (the job's creation time when that row was cleaned up).
 */
export const publishEvent: JobHandler = async (payload, { db, job, log }) => {
  const event = payloadSchema.parse(payload);
  const orderId = typeof event.payload.orderId === 'string' ? event.payload.orderId : null;
  const occurredAt = (await outboxEventTime(db, event.eventId)) ?? job.createdAt;
  const recorded = await recordAnalyticsEvent(db, {
    id: event.eventId,
    brand: event.brand,
    type: event.type,
    orderId,
    cartId: event.cartId ?? null,
    payload: event.payload,
    occurredAt,
  });
  log.info({ eventId: event.eventId, type: event.type, recorded }, recorded ? 'event recorded' : 'event already recorded');
};
