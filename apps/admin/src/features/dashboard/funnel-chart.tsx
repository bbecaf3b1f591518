import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Section } from '../../components/ui/section';
import type { Dashboard } from '../../lib/api/dashboard';
import { formatChange, formatCount, formatRate } from './dashboard-format';
import { FiguresTable } from './figures-table';

const COLOURS = ['#93c5fd', '#60a5fa', '#3b82f6', '#1d4ed8'];

/** The funnel (browser steps from the daily counts, purchases from paid orders): a bar per step, the rate from the step before, and the whole funnel's rate. */
export function FunnelChart({ funnel }: { funnel: Dashboard['funnel'] }) {
  const data = funnel.steps.map((step, i) => ({ ...step, fill: COLOURS[i % COLOURS.length] }));
  const nothing = funnel.steps.every((step) => step.count === 0);
  return (
    <Section title="Funnel (all currencies)">
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div
          role="img"
          aria-label={`Funnel bar chart: ${funnel.steps.map((step) => `${step.label} ${formatCount(step.count)}`).join(', ')}.`}
          className="h-56"
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} layout="vertical" margin={{ top: 4, right: 48, bottom: 4, left: 8 }}>
              <CartesianGrid stroke="#e2e8f0" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
              <YAxis type="category" dataKey="label" width={150} tick={{ fontSize: 13, fill: '#0f172a' }} />
              <Tooltip formatter={(value) => [formatCount(Number(value)), 'Events']} cursor={{ fill: '#f1f5f9' }} />
              <Bar dataKey="count" radius={[0, 4, 4, 0]} maxBarSize={34} isAnimationActive={false}>
                <LabelList dataKey="count" position="right" formatter={(value) => formatCount(Number(value))} fontSize={13} />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
        <dl className="flex flex-col gap-3 text-sm">
          {funnel.steps.slice(1).map((step, i) => (
            <div key={step.key} className="flex items-baseline justify-between gap-3 border-b border-slate-100 pb-2">
              <dt className="text-slate-700">
                {funnel.steps[i]?.label} → {step.label}
              </dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{formatRate(step.rateFromPrevious)}</dd>
            </div>
          ))}
          <div className="flex items-baseline justify-between gap-3">
            <dt className="font-semibold text-slate-800">Product views → purchases</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">{formatRate(funnel.overallRate)}</dd>
          </div>
        </dl>
      </div>
      {nothing ? <p className="mt-2 text-sm text-slate-600">No funnel events were recorded in this period.</p> : null}
      <p className="mt-2 text-xs text-slate-500">
        Product views, adds to cart and checkouts started are counted from shoppers&apos; browsers (approximate: browsers without
        JavaScript are not counted, bots that run it may be); purchases are paid orders.
      </p>
      <FiguresTable
        caption="Funnel steps, counts and conversion"
        headers={['Step', 'Events', 'From the step before', 'Previous period', 'Change']}
        rows={funnel.steps.map((step) => [
          step.label,
          formatCount(step.count),
          formatRate(step.rateFromPrevious),
          formatCount(step.previousCount),
          step.previousCount === 0
            ? '—'
            : formatChange(Math.round(((step.count - step.previousCount) / step.previousCount) * 1000) / 1000),
        ])}
      />
    </Section>
  );
}
