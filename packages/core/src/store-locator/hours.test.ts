import { describe, expect, it } from 'vitest';
import { formatClock, formatDayHours, hoursRows, weeklyHoursSchema } from './hours';

describe('store locator: showroom hours read as a table', () => {
  it.each([
    ['00:00', '12 AM'],
    ['09:30', '9:30 AM'],
    ['12:00', '12 PM'],
    ['19:00', '7 PM'],
    ['23:45', '11:45 PM'],
  ])('%s reads %s', (value, expected) => expect(formatClock(value)).toBe(expected));

  it.each([
    [{ open: '10:00', close: '19:00' }, '10 AM – 7 PM'],
    [null, 'Closed'],
  ])('%j reads %s', (hours, expected) => expect(formatDayHours(hours)).toBe(expected));

  const open = { open: '10:00', close: '18:00' };
  const week = { mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: null };
  it.each([
    ['a full week', week, true],
    ['a missing day', { ...week, sun: undefined }, false],
    ['closing before opening', { ...week, mon: { open: '18:00', close: '10:00' } }, false],
    ['a time out of range', { ...week, mon: { open: '24:00', close: '25:00' } }, false],
  ])('weekly hours: %s is valid: %s', (_label, value, valid) => {
    expect(weeklyHoursSchema.safeParse(value).success).toBe(valid);
  });
});

describe('store locator: consecutive days with the same hours read as one row', () => {
  const day = (open: string, close: string) => ({ open, close });
  it.each([
    [
      'six equal days and a short Sunday',
      {
        mon: day('10:00', '19:00'),
        tue: day('10:00', '19:00'),
        wed: day('10:00', '19:00'),
        thu: day('10:00', '19:00'),
        fri: day('10:00', '19:00'),
        sat: day('10:00', '19:00'),
        sun: day('11:00', '18:00'),
      },
      [
        { days: 'Monday – Saturday', hours: '10 AM – 7 PM' },
        { days: 'Sunday', hours: '11 AM – 6 PM' },
      ],
    ],
    [
      'closed on Monday, the same Tuesday to Saturday',
      {
        mon: null,
        tue: day('10:00', '18:00'),
        wed: day('10:00', '18:00'),
        thu: day('10:00', '18:00'),
        fri: day('10:00', '18:00'),
        sat: day('10:00', '18:00'),
        sun: day('12:00', '17:00'),
      },
      [
        { days: 'Monday', hours: 'Closed' },
        { days: 'Tuesday – Saturday', hours: '10 AM – 6 PM' },
        { days: 'Sunday', hours: '12 PM – 5 PM' },
      ],
    ],
  ])('%s', (_label, week, rows) => expect(hoursRows(week)).toEqual(rows));
});
