import type { Currency } from '../money';
import { dayKeys, type DayKey } from './period';

/** One day of one currency: paid orders, what they were paid in all, and what was refunded that day. */
export interface DayFigures {
  day: DayKey;
  orders: number;
  /** Minor units. */
  revenue: number;
  /** Succeeded refunds completed that day (minor units) and how many. */
  refunds: number;
  refundCount: number;
}

/** What the database gives back: only the days that had something, per currency. */
export interface DayRow {
  day: DayKey;
  currency: Currency;
  orders?: number;
  revenue?: number;
  refunds?: number;
  refundCount?: number;
}

export interface PeriodTotals {
  orders: number;
  revenue: number;
  /** revenue / orders in minor units, halves rounded up; 0 with no orders. */
  averageOrderValue: number;
  refunds: number;
  refundCount: number;
}

const ZERO = { orders: 0, revenue: 0, refunds: 0, refundCount: 0 };

/**
 * The day series of one currency from `from` to `to`: every day present, the missing ones as zeros, rows of other
 * currencies or outside the days left out, and two rows of one day (orders and refunds come from two queries) added up.
 */
export function fillDaySeries(from: DayKey, to: DayKey, currency: Currency, rows: readonly DayRow[]): DayFigures[] {
  const byDay = new Map<DayKey, DayFigures>(dayKeys(from, to).map((day) => [day, { day, ...ZERO }]));
  for (const row of rows) {
    const figures = row.currency === currency ? byDay.get(row.day) : undefined;
    if (!figures) continue;
    figures.orders += row.orders ?? 0;
    figures.revenue += row.revenue ?? 0;
    figures.refunds += row.refunds ?? 0;
    figures.refundCount += row.refundCount ?? 0;
  }
  return [...byDay.values()];
}

/** Average order value in minor units: revenue / orders, halves rounded up (away from zero); 0 without orders. */
export function averageOrderValue(revenue: number, orders: number): number {
  if (orders <= 0) return 0;
  return Math.sign(revenue) * Math.round(Math.abs(revenue) / orders);
}

/** A period's totals from its days. */
export function totalsOf(days: readonly DayFigures[]): PeriodTotals {
  const sum = days.reduce(
    (acc, d) => ({
      orders: acc.orders + d.orders,
      revenue: acc.revenue + d.revenue,
      refunds: acc.refunds + d.refunds,
      refundCount: acc.refundCount + d.refundCount,
    }),
    ZERO,
  );
  return { ...sum, averageOrderValue: averageOrderValue(sum.revenue, sum.orders) };
}

/**
 * The change from the previous period as a fraction (0.25 = +25%), rounded to 0.1%: null when the previous period
 * had nothing (a change from zero has no meaningful percentage).
 */
export function changeFrom(previous: number, current: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 1000;
}
