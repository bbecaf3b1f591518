import { describe, expect, it } from 'vitest';
import { averageOrderValue, changeFrom, fillDaySeries, totalsOf, type DayRow } from './figures';

describe('averageOrderValue (minor units)', () => {
  it.each([
    [0, 0, 0],
    [147267, 1, 147267],
    [300000, 3, 100000],
    [100, 3, 33],
    [200, 3, 67],
    [5, 2, 3],
    [7, 2, 4],
    [-5, 2, -3],
    [1000, 0, 0],
  ])('%i over %i orders is %i', (revenue, orders, expected) => {
    expect(averageOrderValue(revenue, orders)).toBe(expected);
  });
});

describe('changeFrom', () => {
  it.each([
    [100, 125, 0.25],
    [200, 100, -0.5],
    [3, 4, 0.333],
    [3, 5, 0.667],
    [10, 10, 0],
    [0, 10, null],
    [0, 0, null],
    [10, 0, -1],
  ])('from %i to %i is %s', (previous, current, expected) => {
    expect(changeFrom(previous, current)).toBe(expected);
  });
});

describe('fillDaySeries', () => {
  const rows: DayRow[] = [
    { day: '2026-11-02', currency: 'USD', orders: 2, revenue: 30000 },
    { day: '2026-11-02', currency: 'USD', refunds: 5000, refundCount: 1 },
    { day: '2026-11-02', currency: 'CAD', orders: 9, revenue: 99999 },
    { day: '2026-11-04', currency: 'USD', orders: 1, revenue: 12345 },
    { day: '2026-10-31', currency: 'USD', orders: 7, revenue: 70000 },
  ];

  it('fills missing days with zeros, keeps one currency, adds up a day of two rows and leaves out other days', () => {
    expect(fillDaySeries('2026-11-01', '2026-11-04', 'USD', rows)).toEqual([
      { day: '2026-11-01', orders: 0, revenue: 0, refunds: 0, refundCount: 0 },
      { day: '2026-11-02', orders: 2, revenue: 30000, refunds: 5000, refundCount: 1 },
      { day: '2026-11-03', orders: 0, revenue: 0, refunds: 0, refundCount: 0 },
      { day: '2026-11-04', orders: 1, revenue: 12345, refunds: 0, refundCount: 0 },
    ]);
  });

  it('the other currency on its own', () => {
    expect(fillDaySeries('2026-11-02', '2026-11-03', 'CAD', rows)).toEqual([
      { day: '2026-11-02', orders: 9, revenue: 99999, refunds: 0, refundCount: 0 },
      { day: '2026-11-03', orders: 0, revenue: 0, refunds: 0, refundCount: 0 },
    ]);
  });

  it('totals a period', () => {
    expect(totalsOf(fillDaySeries('2026-11-01', '2026-11-04', 'USD', rows))).toEqual({
      orders: 3,
      revenue: 42345,
      averageOrderValue: 14115,
      refunds: 5000,
      refundCount: 1,
    });
    expect(totalsOf([])).toEqual({ orders: 0, revenue: 0, averageOrderValue: 0, refunds: 0, refundCount: 0 });
  });
});
