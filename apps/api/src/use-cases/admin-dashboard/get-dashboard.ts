import { BRAND_KEYS, err, ok, type BrandKey, type Result } from '@store/core';
import { buildDashboard } from '@store/core/dashboard/build-dashboard';
import type { DashboardWire } from '@store/core/dashboard/dashboard-wire';
import { RECORDED_EVENT_TYPES } from '@store/core/dashboard/funnel';
import { addDays, dayKeyOf, resolvePeriod, startOfDay } from '@store/core/dashboard/period';
import { staffSeesBrand } from '@store/core/back-office/staff-roles';
import { eventCountsByType, paidOrdersByDay, refundsByDay, type DashboardWindow } from '../../db/repositories/dashboard';
import type { Db } from '../../db/repositories/carts';
import { funnelCountsByStep } from '../../db/repositories/funnel-daily';
import type { StaffMember } from '../../staff/staff-member';

export interface DashboardQuery {
  brand: BrandKey | 'all';
  from?: string;
  to?: string;
}

/**
 * GET /admin/dashboard: one brand's figures, or those of every brand the member works on ('all'), for a period of
 * whole UTC days and the period of the same length before it. A brand outside the member's brands is not found, as if
 * it did not exist. Orders and refunds are read once for both periods (one range, split by day in core); the funnel
 * counts twice (per period): its browser steps from the daily counts (funnel_daily), its purchases from the recorded
 * paid-order events (analytics_events).
 */
export async function getDashboard(
  db: Db,
  member: StaffMember,
  query: DashboardQuery,
  now: Date = new Date(),
): Promise<Result<DashboardWire>> {
  if (query.brand !== 'all' && !staffSeesBrand(member.brands, query.brand)) return err('NOT_FOUND', 'Brand not found');
  const answer = resolvePeriod({ from: query.from, to: query.to }, dayKeyOf(now));
  if (!answer.ok) return err('BAD_REQUEST', answer.message);
  const { period } = answer;
  const brands: BrandKey[] =
    query.brand !== 'all' ? [query.brand] : BRAND_KEYS.filter((brand) => staffSeesBrand(member.brands, brand));
  // An all-brands member asking for all brands needs no brand filter at all (the index is read by day alone).
  const filter = query.brand === 'all' && member.brands === 'all' ? null : brands;
  const window = (from: string, to: string): DashboardWindow => ({
    brands: filter,
    start: startOfDay(from),
    end: startOfDay(addDays(to, 1)),
  });
  const both = window(period.previous.from, period.to);
  const funnelCounts = async (from: string, to: string) => {
    const [recorded, beacons] = await Promise.all([
      eventCountsByType(db, window(from, to), RECORDED_EVENT_TYPES),
      funnelCountsByStep(db, { brands: filter, from, to }),
    ]);
    return { ...beacons, ...recorded };
  };
  const [paid, refunded, events, previousEvents] = await Promise.all([
    paidOrdersByDay(db, both),
    refundsByDay(db, both),
    funnelCounts(period.from, period.to),
    funnelCounts(period.previous.from, period.previous.to),
  ]);
  return ok(
    buildDashboard({
      brand: query.brand,
      brands,
      period,
      rows: [...paid, ...refunded],
      events,
      previousEvents,
    }),
  );
}
