/** How the dashboard writes its figures: counts with separators, changes and rates as percentages, days short. */

const counts = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const shortDays = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDays = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatCount = (value: number): string => counts.format(value);

/** A rate (0.125) as "12.5%"; "—" when there is none. */
export const formatRate = (value: number | null): string => (value === null ? '—' : percent.format(value));

/** A change (0.25) as "+25.0%"; null (nothing to compare with) as "no data before". */
export const formatChange = (value: number | null): string => (value === null ? 'no data before' : signedPercent.format(value));

/** A UTC day (2026-11-18) as "Nov 18", or with the year as "Nov 18, 2026". */
export const formatShortDay = (day: string): string => shortDays.format(new Date(`${day}T00:00:00Z`));
export const formatLongDay = (day: string): string => longDays.format(new Date(`${day}T00:00:00Z`));

/**
 * Whether a change is good news: more orders, revenue or order value is; more refunds is not. Null: no change to judge.
 */
export function changeTone(change: number | null, moreIsBetter: boolean): 'good' | 'bad' | 'flat' | null {
  if (change === null) return null;
  if (change === 0) return 'flat';
  return change > 0 === moreIsBetter ? 'good' : 'bad';
}
