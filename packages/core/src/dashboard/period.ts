/**
 * The dashboard's period: whole days in UTC, both ends included. UTC and not each brand's own zone because the
 * all-brands dashboard needs one day axis for brands in several zones, and the staff order list filters its days in
 * UTC too, so a day's figures here add up with that day's orders there.
 */

/** The longest period the dashboard reads at once (a year, leap day included). */
export const DASHBOARD_MAX_DAYS = 366;
/** What the dashboard shows when no period is asked for: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;

/** A day as YYYY-MM-DD (UTC). */
export type DayKey = string;

export function dayKeyOf(at: Date): DayKey {
  return at.toISOString().slice(0, 10);
}

/** Midnight UTC starting a day. */
export function startOfDay(day: DayKey): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The day `count` days after (or before, when negative) `day`. */
export function addDays(day: DayKey, count: number): DayKey {
  return dayKeyOf(new Date(startOfDay(day).getTime() + count * DAY_MS));
}

/** How many days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysIn(from: DayKey, to: DayKey): number {
  return Math.max(0, Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS) + 1);
}

/** Every day from `from` to `to`, both included, in order. */
export function dayKeys(from: DayKey, to: DayKey): DayKey[] {
  const count = daysIn(from, to);
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

export interface DashboardPeriod {
  from: DayKey;
  to: DayKey;
  days: number;
  /** The period of the same length just before: what the figures are compared with. */
  previous: { from: DayKey; to: DayKey };
}

export type PeriodAnswer = { ok: true; period: DashboardPeriod } | { ok: false; message: string };

/**
 * The period a request asks for, checked: `from` and `to` are real days (validated by the caller's schema); one
 * alone keeps the default length on its side; none is the last 30 days up to `today`. A period ending after today,
 * starting after it ends, or longer than 366 days is refused with a message for the member.
 */
export function resolvePeriod(asked: { from?: DayKey; to?: DayKey }, today: DayKey): PeriodAnswer {
  const to = asked.to ?? (asked.from ? minDay(addDays(asked.from, DASHBOARD_DEFAULT_DAYS - 1), today) : today);
  const from = asked.from ?? addDays(to, -(DASHBOARD_DEFAULT_DAYS - 1));
  if (from > to) return { ok: false, message: 'The first day must not be after the last day' };
  if (to > today) return { ok: false, message: 'The period must not end after today' };
  const days = daysIn(from, to);
  if (days > DASHBOARD_MAX_DAYS) return { ok: false, message: `Choose a period of at most ${DASHBOARD_MAX_DAYS} days` };
  return {
    ok: true,
    period: { from, to, days, previous: { from: addDays(from, -days), to: addDays(from, -1) } },
  };
}

function minDay(a: DayKey, b: DayKey): DayKey {
  return a < b ? a : b;
}
