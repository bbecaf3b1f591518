import { isBrandKey } from '@store/core/brands';
import { addDays, dayKeyOf } from '@store/core/dashboard/period';
import type { Database } from '../../db/client';
import { addFunnelCounts, type FunnelDayCount } from '../../db/repositories/funnel-daily';

/**
 * How far back a storefront's counts are still taken: it keeps what it could not send for the next flush, so after a
 * long API outage it may send days that are over; older than this they are dropped rather than rewrite history.
 */
export const FUNNEL_DAYS_BACK = 7;

/**
 * POST /dashboard/funnel-counts: adds a storefront's batch of daily step counts. Entries of an unknown brand or of a
 * day outside the last FUNNEL_DAYS_BACK days (a day ahead is allowed: a storefront's clock may run a little fast) are
 * dropped; the same key twice is summed. Returns how many keys were added.
 */
export async function recordFunnelCounts(db: Database, batch: readonly FunnelDayCount[], now = new Date()): Promise<number> {
  const today = dayKeyOf(now);
  const first = addDays(today, -FUNNEL_DAYS_BACK);
  const last = addDays(today, 1);
  const summed = new Map<string, FunnelDayCount>();
  for (const entry of batch) {
    if (!isBrandKey(entry.brand) || entry.day < first || entry.day > last) continue;
    const key = `${entry.brand}\u0000${entry.day}\u0000${entry.step}`;
    summed.set(key, { ...entry, count: (summed.get(key)?.count ?? 0) + entry.count });
  }
  await addFunnelCounts(db, [...summed.values()]);
  return summed.size;
}
