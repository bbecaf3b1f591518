import { and, gte, inArray, lte, sql, sum } from 'drizzle-orm';
import { funnelDaily } from '../schema';
import type { Db } from './carts';

export interface FunnelDayCount {
  brand: string;
  day: string;
  step: string;
  count: number;
}

/** Adds a batch of daily counts in one statement: a new row, or the count added to the day's row. */
export async function addFunnelCounts(db: Db, counts: readonly FunnelDayCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(funnelDaily)
    .values(counts.map((c) => ({ ...c })))
    .onConflictDoUpdate({
      target: [funnelDaily.day, funnelDaily.brand, funnelDaily.step],
      set: { count: sql`${funnelDaily.count} + excluded.count`, updatedAt: sql`now()` },
    });
}

/**
 * The browser steps' counts between two days (both included), summed by step over the brands asked (null: every
 * brand). Read from the primary key (day, brand, step): at most 3 rows a day per brand.
 */
export async function funnelCountsByStep(
  db: Db,
  window: { brands: readonly string[] | null; from: string; to: string },
): Promise<Record<string, number>> {
  const rows = await db
    .select({ step: funnelDaily.step, n: sum(funnelDaily.count).mapWith(Number) })
    .from(funnelDaily)
    .where(
      and(
        gte(funnelDaily.day, window.from),
        lte(funnelDaily.day, window.to),
        window.brands ? inArray(funnelDaily.brand, [...window.brands]) : undefined,
      ),
    )
    .groupBy(funnelDaily.step);
  return Object.fromEntries(rows.map((row) => [row.step, row.n]));
}
