import { describe, expect, it } from 'vitest';
import { addDays, dayKeys, daysIn, resolvePeriod } from './period';

describe('days', () => {
  it.each([
    ['2026-11-29', 1, '2026-11-30'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-08', 1, '2026-03-09'],
  ])('%s + %i day is %s', (day, count, expected) => {
    expect(addDays(day, count)).toBe(expected);
  });

  it('counts and lists the days, both ends included', () => {
    expect(daysIn('2026-11-01', '2026-11-30')).toBe(30);
    expect(daysIn('2026-11-29', '2026-11-29')).toBe(1);
    expect(daysIn('2026-11-29', '2026-11-28')).toBe(0);
    expect(dayKeys('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});

describe('resolvePeriod (today is 2026-11-29)', () => {
  const today = '2026-11-29';
  it.each([
    [
      'nothing asked: the last 30 days',
      {},
      { from: '2026-10-31', to: '2026-11-29', days: 30, previous: { from: '2026-10-01', to: '2026-10-30' } },
    ],
    [
      'one day',
      { from: '2026-11-20', to: '2026-11-20' },
      { from: '2026-11-20', to: '2026-11-20', days: 1, previous: { from: '2026-11-19', to: '2026-11-19' } },
    ],
    [
      'a week',
      { from: '2026-11-23', to: '2026-11-29' },
      { from: '2026-11-23', to: '2026-11-29', days: 7, previous: { from: '2026-11-16', to: '2026-11-22' } },
    ],
    [
      'only the first day: 30 days from it, cut at today',
      { from: '2026-11-20' },
      { from: '2026-11-20', to: '2026-11-29', days: 10, previous: { from: '2026-11-10', to: '2026-11-19' } },
    ],
    [
      'only the last day: the 30 days up to it',
      { to: '2026-02-28' },
      { from: '2026-01-30', to: '2026-02-28', days: 30, previous: { from: '2025-12-31', to: '2026-01-29' } },
    ],
    [
      '366 days',
      { from: '2025-11-29', to: '2026-11-29' },
      { from: '2025-11-29', to: '2026-11-29', days: 366, previous: { from: '2024-11-28', to: '2025-11-28' } },
    ],
  ])('%s', (_case, asked, expected) => {
    expect(resolvePeriod(asked, today)).toEqual({ ok: true, period: expected });
  });

  it.each([
    ['reversed', { from: '2026-11-20', to: '2026-11-19' }, 'The first day must not be after the last day'],
    ['in the future', { from: '2026-11-20', to: '2026-11-30' }, 'The period must not end after today'],
    ['367 days', { from: '2025-11-28', to: '2026-11-29' }, 'Choose a period of at most 366 days'],
  ])('refuses %s', (_case, asked, message) => {
    expect(resolvePeriod(asked, today)).toEqual({ ok: false, message });
  });
});
