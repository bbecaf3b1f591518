import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { ErrorAlert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/section';
import { errorMessage } from '../../lib/api/client';
import { dashboardQuery } from '../../lib/api/dashboard';
import { brandName } from '../../lib/labels';
import { formatLongDay } from './dashboard-format';
import { periodOf, type DashboardSearch } from './dashboard-search';
import { KpiCards } from './kpi-cards';
import { PeriodPicker } from './period-picker';

/**
 * The charts come in a chunk of their own, fetched once the key figures are drawn: their library (recharts) is most of
 * the dashboard's script, and the dashboard is the first screen an owner or manager sees after signing in.
 */
const DayCharts = lazy(() => import('./day-charts').then((m) => ({ default: m.DayCharts })));
const FunnelChart = lazy(() => import('./funnel-chart').then((m) => ({ default: m.FunnelChart })));

const appRoute = getRouteApi('/_app');
const route = getRouteApi('/_app/dashboard');

/**
 * The dashboard of the brand the switcher names (or every brand the member works on): key figures with their change
 * from the period before, revenue, refunds and orders by day, and the funnel. Figures are per currency: USD and CAD are
 * never added together, so "All brands" with both shows a currency choice.
 */
export function DashboardPage() {
  const { brand } = appRoute.useSearch();
  const search = route.useSearch();
  const navigate = useNavigate();
  const period = periodOf(search);
  const query = useQuery(dashboardQuery({ brand: brand ?? 'all', ...period }));
  const [chosen, setChosen] = useState<string | null>(null);
  const setSearch = (next: DashboardSearch) =>
    void navigate({ to: '/dashboard', search: (prev: { brand?: string }) => ({ brand: prev.brand, ...next }) });
  const data = query.data;
  const figures = data?.currencies.find((c) => c.currency === chosen) ?? data?.currencies[0];
  const previousLabel = data ? `in the ${data.days} days before` : '';
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Dashboard">
        <p className="text-sm text-slate-600">
          {brand ? brandName(brand) : 'All brands'} · {formatLongDay(period.from)} – {formatLongDay(period.to)} (UTC days)
        </p>
      </PageHeader>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PeriodPicker key={`${search.from ?? ''}${search.to ?? ''}`} search={search} period={period} onChange={setSearch} />
        {data && data.currencies.length > 1 ? (
          <div role="radiogroup" aria-label="Currency" className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
            {data.currencies.map((c) => (
              <button
                key={c.currency}
                type="button"
                role="radio"
                aria-checked={c.currency === figures?.currency}
                onClick={() => setChosen(c.currency)}
                className={`min-h-8 rounded px-3 text-sm font-semibold ${c.currency === figures?.currency ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {c.currency} · {c.brands.length} {c.brands.length === 1 ? 'brand' : 'brands'}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {query.isError ? <ErrorAlert title="Could not load the dashboard">{errorMessage(query.error)}</ErrorAlert> : null}
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the figures…
        </p>
      ) : null}
      {data && figures ? (
        <div aria-busy={query.isFetching} className={`flex flex-col gap-5 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          {data.currencies.length > 1 ? (
            <p className="text-sm text-slate-600">
              Money is shown in {figures.currency} for {figures.brands.map(brandName).join(', ')}: brands pricing in another
              currency are under its own tab, never added in.
            </p>
          ) : null}
          <KpiCards figures={figures} previousLabel={previousLabel} />
          <Suspense
            fallback={
              <p role="status" className="min-h-[40rem] text-sm text-slate-600">
                Loading the charts…
              </p>
            }
          >
            <DayCharts figures={figures} />
            <FunnelChart funnel={data.funnel} />
          </Suspense>
          <p className="text-xs text-slate-500">
            Orders count on the UTC day they were paid, at their total; refunds on the day they succeeded. The previous period is{' '}
            {formatLongDay(data.previous.from)} – {formatLongDay(data.previous.to)}.
          </p>
        </div>
      ) : null}
    </div>
  );
}
