import { BRANDS, type BrandKey } from '../brands';
import type { Currency } from '../money';
import { changeFrom, fillDaySeries, totalsOf, type DayRow } from './figures';
import { funnelOf } from './funnel';
import type { DashboardCurrencyWire, DashboardWire } from './dashboard-wire';
import type { DashboardPeriod } from './period';

const CURRENCY_ORDER: readonly Currency[] = ['USD', 'CAD'];

/** The currencies the brands price in, USD first, each with its brands: one block of figures per currency. */
export function currenciesOf(brands: readonly BrandKey[]): Array<{ currency: Currency; brands: BrandKey[] }> {
  return CURRENCY_ORDER.map((currency) => ({
    currency,
    brands: brands.filter((brand) => BRANDS[brand].currency === currency),
  })).filter((group) => group.brands.length > 0);
}

export interface DashboardInput {
  brand: string;
  brands: readonly BrandKey[];
  period: DashboardPeriod;
  /** Day rows of both periods (orders and refunds), per currency. */
  rows: readonly DayRow[];
  /** Funnel event counts by type, this period and the previous one. */
  events: Readonly<Record<string, number>>;
  previousEvents: Readonly<Record<string, number>>;
}

/** The dashboard from what the database counted: per currency, days filled, totals and the change, and the funnel. */
export function buildDashboard(input: DashboardInput): DashboardWire {
  const { period } = input;
  const currencies = currenciesOf(input.brands).map(({ currency, brands }): DashboardCurrencyWire => {
    const days = fillDaySeries(period.from, period.to, currency, input.rows);
    const totals = totalsOf(days);
    const previousTotals = totalsOf(fillDaySeries(period.previous.from, period.previous.to, currency, input.rows));
    return {
      currency,
      brands,
      days,
      totals,
      previousTotals,
      change: {
        orders: changeFrom(previousTotals.orders, totals.orders),
        revenue: changeFrom(previousTotals.revenue, totals.revenue),
        averageOrderValue: changeFrom(previousTotals.averageOrderValue, totals.averageOrderValue),
        refunds: changeFrom(previousTotals.refunds, totals.refunds),
      },
    };
  });
  return {
    brand: input.brand,
    from: period.from,
    to: period.to,
    days: period.days,
    previous: period.previous,
    timeZone: 'UTC',
    currencies,
    funnel: funnelOf(input.events, input.previousEvents),
  };
}
