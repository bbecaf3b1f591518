import { and, count, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Currency } from '@store/core';
import type { DayRow } from '@store/core/dashboard/figures';
import { analyticsEvents, orders, refunds } from '../schema';
import type { Db } from './carts';

/** The instants a dashboard query reads: from the first day's midnight (UTC) to the midnight after the last day. */
export interface DashboardWindow {
  /** null: every brand (an all-brands member asking for all of them). */
  brands: readonly string[] | null;
  start: Date;
  end: Date;
}

type DayColumn = typeof orders.paidAt | typeof refunds.updatedAt;

/** The UTC day of a timestamp column, as a date: what rows are grouped by. */
const utcDate = (column: DayColumn) => sql`(${column} at time zone 'UTC')::date`;

/**
 * The group's day as YYYY-MM-DD: formatted once per group, not per row (formatting 80,000 rows' days before grouping
 * took most of a year's query).
 */
const utcDay = (column: DayColumn) => sql<string>`to_char(${utcDate(column)}, 'YYYY-MM-DD')`;

/**
 * Paid orders by the UTC day they were paid and currency: how many and their totals. An order counts on the day its
 * payment succeeded (paid_at), whatever happened to it after (a refund shows in the refunds, on its own day). Read
 * from orders_dashboard_paid_idx alone (an index-only scan).
 */
export async function paidOrdersByDay(db: Db, window: DashboardWindow): Promise<DayRow[]> {
  const day = utcDay(orders.paidAt);
  const rows = await db
    .select({ day, currency: orders.currency, orders: count(), revenue: sum(orders.totalAmount).mapWith(Number) })
    .from(orders)
    .where(
      and(
        gte(orders.paidAt, window.start),
        lt(orders.paidAt, window.end),
        window.brands ? inArray(orders.brand, [...window.brands]) : undefined,
      ),
    )
    .groupBy(utcDate(orders.paidAt), orders.currency);
  return rows.map((row) => ({ ...row, currency: row.currency as Currency }));
}

/**
 * Succeeded refunds by the UTC day they completed (a refund's row moves once, from pending to succeeded, so its
 * updated_at is that moment) and currency: how many and how much went back.
 */
export async function refundsByDay(db: Db, window: DashboardWindow): Promise<DayRow[]> {
  const day = utcDay(refunds.updatedAt);
  const rows = await db
    .select({ day, currency: refunds.currency, refundCount: count(), refunds: sum(refunds.amount).mapWith(Number) })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'succeeded'),
        gte(refunds.updatedAt, window.start),
        lt(refunds.updatedAt, window.end),
        window.brands ? inArray(refunds.brand, [...window.brands]) : undefined,
      ),
    )
    .groupBy(utcDate(refunds.updatedAt), refunds.currency);
  return rows.map((row) => ({ ...row, currency: row.currency as Currency }));
}

/** Recorded analytics events of the given types between two instants, counted by type (types without any are absent). */
export async function eventCountsByType(
  db: Db,
  window: DashboardWindow,
  types: readonly string[],
): Promise<Record<string, number>> {
  const rows = await db
    .select({ type: analyticsEvents.type, n: count() })
    .from(analyticsEvents)
    .where(
      and(
        inArray(analyticsEvents.type, [...types]),
        gte(analyticsEvents.occurredAt, window.start),
        lt(analyticsEvents.occurredAt, window.end),
        window.brands ? inArray(analyticsEvents.brand, [...window.brands]) : undefined,
      ),
    )
    .groupBy(analyticsEvents.type);
  return Object.fromEntries(rows.map((row) => [row.type, row.n]));
}
