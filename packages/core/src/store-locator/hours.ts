import { z } from 'zod';

/** The days of a showroom's week, Monday first, as the hours table lists them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** One day's hours on a 24-hour clock ('10:00' to '19:00'), or null when the showroom is closed that day. */
export const dayHoursSchema = z
  .object({ open: time, close: time })
  .refine((d) => d.open < d.close, { message: 'a showroom closes after it opens' })
  .nullable();
export type DayHours = z.infer<typeof dayHoursSchema>;

/** A showroom's week: every day present, open/close or closed (the jsonb of the showrooms table). */
export const weeklyHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>,
);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** '19:30' -> '7:30 PM', '10:00' -> '10 AM'. */
export function formatClock(value: string): string {
  const [h = 0, m = 0] = value.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour} ${suffix}` : `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** A day's hours as a shopper reads them: '10 AM – 7 PM', or 'Closed'. */
export function formatDayHours(hours: DayHours): string {
  return hours === null ? 'Closed' : `${formatClock(hours.open)} – ${formatClock(hours.close)}`;
}

/** One line of a compact hours table: a run of days with the same hours ('Monday – Saturday', '10 AM – 7 PM'). */
export interface HoursRow {
  days: string;
  hours: string;
}

/** The week as runs of consecutive days with the same hours, Monday first. */
export function hoursRows(week: WeeklyHours): HoursRow[] {
  const rows: Array<{ first: Weekday; last: Weekday; hours: string }> = [];
  for (const day of WEEKDAYS) {
    const hours = formatDayHours(week[day]);
    const previous = rows.at(-1);
    if (previous?.hours === hours) previous.last = day;
    else rows.push({ first: day, last: day, hours });
  }
  return rows.map(({ first, last, hours }) => ({
    days: first === last ? WEEKDAY_LABELS[first] : `${WEEKDAY_LABELS[first]} – ${WEEKDAY_LABELS[last]}`,
    hours,
  }));
}
