import { DASHBOARD_MAX_DAYS, addDays, daysIn, dayKeyOf } from '@store/core/dashboard/period';
import { pickDate } from '../../lib/search-params';

/** The period presets the picker offers, in days ending today. */
export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** /dashboard's URL: a preset (`days`) or a custom period (`from` and `to`, YYYY-MM-DD, UTC days). */
export interface DashboardSearch {
  days?: PeriodPreset;
  from?: string;
  to?: string;
}

export function parseDashboardSearch(raw: Record<string, unknown>): DashboardSearch {
  const from = pickDate(raw.from);
  const to = pickDate(raw.to);
  if (from && to) return { from, to };
  const days = Number(raw.days);
  return (PERIOD_PRESETS as readonly number[]).includes(days) ? { days: days as PeriodPreset } : {};
}

/** The days the page asks the API for: the custom period as given, else the preset (30 by default) up to today (UTC). */
export function periodOf(search: DashboardSearch, now: Date = new Date()): { from: string; to: string } {
  if (search.from && search.to) return { from: search.from, to: search.to };
  const to = dayKeyOf(now);
  return { from: addDays(to, -((search.days ?? 30) - 1)), to };
}

/** What is wrong with a custom period before it is sent (the API says the same), or null. */
export function customPeriodError(from: string, to: string, today: string): string | null {
  if (!from || !to) return 'Choose a first and a last day';
  if (from > to) return 'The first day must not be after the last day';
  if (to > today) return 'The period must not end after today';
  if (daysIn(from, to) > DASHBOARD_MAX_DAYS) return `Choose a period of at most ${DASHBOARD_MAX_DAYS} days`;
  return null;
}
