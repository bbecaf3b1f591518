import type { Database } from '../db/client';
import { enqueueJob, type NewJob } from '../db/repositories/jobs';
import { lockUnpublishedEvents, markEventsPublished, type OutboxEventRow } from '../db/repositories/outbox';

/** Job types the queue runs; the handlers are in handlers.ts. */
export const JOB_TYPES = {
  publishEvent: 'event.publish',
  orderConfirmationEmail: 'email.order-confirmation',
  deliverMessagingConsent: 'messaging.deliver',
  countRecommendationSignals: 'recommendations.count-order',
} as const;

/**
 * The jobs one outbox event becomes: every event is published to the event sink; `orderPaid` also sends the order
 * confirmation and counts the order's recommendation signals. Keys make the relay idempotent, and one order gets one
 * confirmation and one count however many orderPaid events.
 */
export function jobsForEvent(event: OutboxEventRow): NewJob[] {
  const jobs: NewJob[] = [
    {
      type: JOB_TYPES.publishEvent,
      key: `event:${event.id}`,
      payload: { eventId: event.id, brand: event.brand, type: event.type, cartId: event.cartId, payload: event.payload },
    },
  ];
  const orderId = event.payload.orderId;
  if (event.type === 'orderPaid' && typeof orderId === 'string')
    jobs.push(
      {
        type: JOB_TYPES.orderConfirmationEmail,
        key: `email:order-confirmation:${orderId}`,
        payload: { orderId, brand: event.brand },
      },
      {
        type: JOB_TYPES.countRecommendationSignals,
        key: `recommendations:count-order:${orderId}`,
        payload: { orderId, brand: event.brand },
      },
    );
  return jobs;
}

/**
 * The outbox relay (one mechanism: the job queue runs everything, the outbox is where business transactions record
 * events). In one transaction: lock unpublished events, enqueue their jobs, mark them published. A relay that dies
 * mid-way rolls back, so an event is published exactly when its jobs exist.
 */
export async function relayOutbox(db: Database, now: Date, limit = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const events = await lockUnpublishedEvents(tx, limit);
    for (const event of events) for (const job of jobsForEvent(event)) await enqueueJob(tx, job);
    await markEventsPublished(
      tx,
      events.map((e) => e.id),
      now,
    );
    return events.length;
  });
}
