import type { DashboardCurrency } from '../../lib/api/dashboard';
import { formatMinor } from '../../lib/money';
import { changeTone, formatChange, formatCount } from './dashboard-format';

interface Kpi {
  label: string;
  value: string;
  previous: string;
  change: number | null;
  moreIsBetter: boolean;
  detail?: string;
}

const TONE_CLASS = { good: 'text-emerald-700', bad: 'text-red-700', flat: 'text-slate-600' } as const;
const ARROW = { good: '▲', bad: '▼', flat: '■' } as const;

/** Orders, revenue, average order value and refunds of one currency, each with its change from the previous period. */
export function KpiCards({ figures, previousLabel }: { figures: DashboardCurrency; previousLabel: string }) {
  const { totals, previousTotals, change, currency } = figures;
  const money = (amount: number) => formatMinor(amount, currency);
  const kpis: Kpi[] = [
    {
      label: 'Orders',
      value: formatCount(totals.orders),
      previous: formatCount(previousTotals.orders),
      change: change.orders,
      moreIsBetter: true,
    },
    {
      label: 'Revenue',
      value: money(totals.revenue),
      previous: money(previousTotals.revenue),
      change: change.revenue,
      moreIsBetter: true,
    },
    {
      label: 'Average order value',
      value: money(totals.averageOrderValue),
      previous: money(previousTotals.averageOrderValue),
      change: change.averageOrderValue,
      moreIsBetter: true,
    },
    {
      label: 'Refunds',
      value: money(totals.refunds),
      previous: money(previousTotals.refunds),
      change: change.refunds,
      moreIsBetter: false,
      detail: `${formatCount(totals.refundCount)} ${totals.refundCount === 1 ? 'refund' : 'refunds'}`,
    },
  ];
  return (
    <ul aria-label={`Key figures in ${currency}`} className="grid grid-cols-2 gap-4 xl:grid-cols-4">
      {kpis.map((kpi) => (
        <KpiCard key={kpi.label} kpi={kpi} previousLabel={previousLabel} />
      ))}
    </ul>
  );
}

function KpiCard({ kpi, previousLabel }: { kpi: Kpi; previousLabel: string }) {
  const tone = changeTone(kpi.change, kpi.moreIsBetter);
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-xs" aria-label={kpi.label}>
      <p className="text-sm font-semibold text-slate-600">{kpi.label}</p>
      <p className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums" data-testid={`kpi-${kpi.label}`}>
        {kpi.value}
      </p>
      {kpi.detail ? <p className="text-sm text-slate-600">{kpi.detail}</p> : null}
      <p className="mt-auto pt-1 text-sm">
        {tone ? (
          <>
            <span className={`font-semibold ${TONE_CLASS[tone]}`}>
              <span aria-hidden="true">{ARROW[tone]} </span>
              {formatChange(kpi.change)}
            </span>{' '}
            <span className="text-slate-600">
              vs {kpi.previous} {previousLabel}
            </span>
          </>
        ) : (
          // Nothing before: a percentage from zero means nothing, so the card says so.
          <span className="text-slate-600">Nothing {previousLabel}</span>
        )}
      </p>
    </li>
  );
}
