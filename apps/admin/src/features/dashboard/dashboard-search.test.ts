import { describe, expect, it } from 'vitest';
import { customPeriodError, parseDashboardSearch, periodOf } from './dashboard-search';
import { changeTone, formatChange, formatRate } from './dashboard-format';

describe('parseDashboardSearch', () => {
  it.each([
    [{}, {}],
    [{ days: '7' }, { days: 7 }],
    [{ days: '90' }, { days: 90 }],
    [{ days: '31' }, {}],
    [
      { from: '2026-11-01', to: '2026-11-10', days: '7' },
      { from: '2026-11-01', to: '2026-11-10' },
    ],
    [{ from: '2026-02-30', to: '2026-03-10' }, {}],
    [{ from: '2026-11-01' }, {}],
  ])('%o reads as %o', (raw, expected) => {
    expect(parseDashboardSearch(raw)).toEqual(expected);
  });
});

describe('periodOf (now is 2026-11-29 at 23:30 UTC)', () => {
  const now = new Date('2026-11-29T23:30:00Z');
  it.each([
    [{}, { from: '2026-10-31', to: '2026-11-29' }],
    [{ days: 7 as const }, { from: '2026-11-23', to: '2026-11-29' }],
    [{ days: 90 as const }, { from: '2026-09-01', to: '2026-11-29' }],
    [
      { from: '2026-01-01', to: '2026-01-31' },
      { from: '2026-01-01', to: '2026-01-31' },
    ],
  ])('%o asks for %o', (search, expected) => {
    expect(periodOf(search, now)).toEqual(expected);
  });
});

describe('customPeriodError', () => {
  it.each([
    ['2026-11-01', '2026-11-29', null],
    ['', '2026-11-29', 'Choose a first and a last day'],
    ['2026-11-10', '2026-11-09', 'The first day must not be after the last day'],
    ['2026-11-10', '2026-11-30', 'The period must not end after today'],
    ['2025-11-28', '2026-11-29', 'Choose a period of at most 366 days'],
  ])('%s to %s: %s', (from, to, expected) => {
    expect(customPeriodError(from, to, '2026-11-29')).toBe(expected);
  });
});

describe('dashboard figures as words', () => {
  it.each([
    [0.25, '+25.0%'],
    [-0.5, '-50.0%'],
    [0, '0.0%'],
    [null, 'no data before'],
  ])('change %s is %s', (change, text) => {
    expect(formatChange(change)).toBe(text);
  });
  it('rates and tones', () => {
    expect(formatRate(0.667)).toBe('66.7%');
    expect(formatRate(null)).toBe('—');
    expect(changeTone(0.1, true)).toBe('good');
    expect(changeTone(0.1, false)).toBe('bad');
    expect(changeTone(-0.1, false)).toBe('good');
    expect(changeTone(0, true)).toBe('flat');
    expect(changeTone(null, true)).toBeNull();
  });
});
