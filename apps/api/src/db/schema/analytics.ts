import { sql } from 'drizzle-orm';
import { bigint, check, date, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every outbox event, recorded durably by the `event.publish` job (the analytics sink of record). The id is
 * the outbox event's id, so a job that runs twice (a retry, a lease that expired) records the event once
 * (insert ... on conflict do nothing). order_id and cart_id are copied out of the event for operators' look-ups.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    brand: text('brand').notNull(),
    type: text('type').notNull(),
    orderId: text('order_id'),
    cartId: text('cart_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** When the business change happened (the outbox row's created_at). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_brand_type_idx').on(t.brand, t.type, t.occurredAt),
    index('analytics_events_order_idx').on(t.orderId),
    // The dashboard's funnel: a period's events of a few types over every brand asked, counted from the index alone.
    index('analytics_events_type_time_idx').on(t.type, t.occurredAt, t.brand),
  ],
);

/**
 * The funnel's browser steps counted per brand, UTC day and step: each storefront process counts its shoppers' beacons
 * in memory and adds them here in batches (`count = count + excluded.count`). Approximate by design (see the
 * storefront's funnel handler): no row per event, so a year of the dashboard reads at most 3 rows a day per brand.
 */
export const funnelDaily = pgTable(
  'funnel_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    brand: text('brand').notNull(),
    step: text('step').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.brand, t.step] }),
    check('funnel_daily_step_check', sql`${t.step} in ('view_item', 'add_to_cart', 'begin_checkout')`),
    check('funnel_daily_count_check', sql`${t.count} >= 0`),
  ],
);
