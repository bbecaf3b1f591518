import { describe, expect, it } from 'vitest';
import { buildDashboard, currenciesOf } from './build-dashboard';
import { resolvePeriod } from './period';

describe('currenciesOf', () => {
  it('groups brands by the currency they price in, USD first, never mixing them', () => {
    expect(currenciesOf(['nestwood-ca', 'nestwood', 'plume'])).toEqual([
      { currency: 'USD', brands: ['nestwood', 'plume'] },
      { currency: 'CAD', brands: ['nestwood-ca'] },
    ]);
    expect(currenciesOf(['driftvale-ca'])).toEqual([{ currency: 'CAD', brands: ['driftvale-ca'] }]);
  });
});

describe('buildDashboard', () => {
  const answer = resolvePeriod({ from: '2026-11-03', to: '2026-11-04' }, '2026-11-29');
  if (!answer.ok) throw new Error(answer.message);

  it('gives each currency its days, totals, the previous period and the change', () => {
    const dashboard = buildDashboard({
      brand: 'all',
      brands: ['nestwood', 'nestwood-ca'],
      period: answer.period,
      rows: [
        { day: '2026-11-01', currency: 'USD', orders: 1, revenue: 10000 },
        { day: '2026-11-02', currency: 'USD', orders: 1, revenue: 30000 },
        { day: '2026-11-03', currency: 'USD', orders: 2, revenue: 50001 },
        { day: '2026-11-04', currency: 'USD', orders: 1, revenue: 10000, refunds: 2500, refundCount: 1 },
        { day: '2026-11-04', currency: 'CAD', orders: 1, revenue: 20000 },
      ],
      events: { view_item: 50, orderPaid: 4 },
      previousEvents: { orderPaid: 2 },
    });
    expect(dashboard.from).toBe('2026-11-03');
    expect(dashboard.previous).toEqual({ from: '2026-11-01', to: '2026-11-02' });
    expect(dashboard.timeZone).toBe('UTC');
    const [usd, cad] = dashboard.currencies;
    expect(usd).toMatchObject({
      currency: 'USD',
      brands: ['nestwood'],
      totals: { orders: 3, revenue: 60001, averageOrderValue: 20000, refunds: 2500, refundCount: 1 },
      previousTotals: { orders: 2, revenue: 40000, averageOrderValue: 20000, refunds: 0, refundCount: 0 },
      change: { orders: 0.5, revenue: 0.5, averageOrderValue: 0, refunds: null },
    });
    expect(usd?.days.map((d) => d.revenue)).toEqual([50001, 10000]);
    expect(cad).toMatchObject({
      currency: 'CAD',
      brands: ['nestwood-ca'],
      totals: { orders: 1, revenue: 20000, averageOrderValue: 20000, refunds: 0, refundCount: 0 },
      change: { orders: null, revenue: null },
    });
    expect(dashboard.funnel.steps.map((step) => [step.key, step.count, step.previousCount])).toEqual([
      ['product_view', 50, 0],
      ['add_to_cart', 0, 0],
      ['checkout_started', 0, 0],
      ['purchase', 4, 2],
    ]);
    expect(dashboard.funnel.overallRate).toBe(0.08);
  });
});
