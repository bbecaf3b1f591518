import type { DayHours, WeeklyHours } from './hours';

const day = (open: string, close: string): DayHours => ({ open, close });

function week(weekday: DayHours, saturday: DayHours, sunday: DayHours, monday: DayHours = weekday): WeeklyHours {
  return { mon: monday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: saturday, sun: sunday };
}

/** The opening patterns the seed showrooms use: a street shop, a mall unit, a studio closed on Mondays, an office-park shop. */
export const HOURS = {
  street: week(day('10:00', '19:00'), day('10:00', '19:00'), day('11:00', '18:00')),
  mall: week(day('10:00', '21:00'), day('10:00', '21:00'), day('11:00', '19:00')),
  studio: week(day('10:00', '18:00'), day('10:00', '18:00'), day('12:00', '17:00'), null),
  weekday: week(day('10:00', '20:00'), day('10:00', '18:00'), null),
} as const satisfies Record<string, WeeklyHours>;
export type HoursPattern = keyof typeof HOURS;
