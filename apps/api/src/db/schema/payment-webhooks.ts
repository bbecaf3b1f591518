import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Provider webhook events as received (POST /payments/webhooks/{provider}), after their signature was checked. The
 * key (provider, event id) deduplicates a provider's redelivery: an event is queued for processing once. The payload
 * is kept for the operator; processing reads the payment's state from the provider, never from the payload alone.
 * The scheduled clean-up removes events older than WEBHOOK_EVENT_MAX_AGE_MS (maintenance/clean-up.ts), by received_at.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    index('payment_webhook_events_received_idx').on(t.receivedAt),
    // An order's events for its staff timeline (GET /admin/orders/{id}): every stored payload names its order.
    index('payment_webhook_events_order_idx').on(sql`(${t.payload}->'data'->>'orderId')`),
  ],
);
