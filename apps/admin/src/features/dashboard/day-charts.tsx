import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Section } from '../../components/ui/section';
import type { DashboardCurrency } from '../../lib/api/dashboard';
import { formatMinor, minorDigits } from '../../lib/money';
import { formatCount, formatLongDay, formatShortDay } from './dashboard-format';
import { FiguresTable } from './figures-table';

const ACCENT = '#1d4ed8';
const REFUND = '#dc2626';
const GRID = '#e2e8f0';
const AXIS = { fontSize: 12, fill: '#475569' };

/** An axis label in compact money ($12K): a float only for the picture; every written figure is exact. */
function compactMoney(currency: string) {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
  const scale = 10 ** minorDigits(currency);
  return (minor: number) => format.format(minor / scale);
}

/** Revenue and refunds by day (bars) and orders by day (a line), each with its table of figures. */
export function DayCharts({ figures }: { figures: DashboardCurrency }) {
  const { days, currency, totals } = figures;
  const money = (amount: number) => formatMinor(amount, currency);
  const tick = compactMoney(currency);
  // A long period gets fewer day labels, so they never overlap.
  const interval = days.length <= 14 ? 0 : 'preserveStartEnd';
  const peak = days.reduce((best, day) => (day.revenue > best.revenue ? day : best), days[0] ?? { day: '', revenue: 0 });
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <Section title={`Revenue and refunds by day (${currency})`}>
        <div
          role="img"
          aria-label={`Bar chart of revenue and refunds by day in ${currency}: ${money(totals.revenue)} revenue and ${money(
            totals.refunds,
          )} refunded over ${days.length} days${peak.revenue > 0 ? `, the most on ${formatLongDay(peak.day)} (${money(peak.revenue)})` : ''}.`}
          className="h-64"
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} barGap={1}>
              <CartesianGrid stroke={GRID} vertical={false} />
              <XAxis dataKey="day" tickFormatter={formatShortDay} tick={AXIS} interval={interval} minTickGap={16} />
              <YAxis tickFormatter={tick} tick={AXIS} width={64} />
              <Tooltip
                labelFormatter={(day) => formatLongDay(String(day))}
                formatter={(value, name) => [money(Number(value)), name]}
                cursor={{ fill: '#f1f5f9' }}
              />
              <Legend wrapperStyle={{ fontSize: 13 }} />
              <Bar
                dataKey="revenue"
                name="Revenue"
                fill={ACCENT}
                radius={[3, 3, 0, 0]}
                maxBarSize={28}
                isAnimationActive={false}
              />
              <Bar
                dataKey="refunds"
                name="Refunds"
                fill={REFUND}
                radius={[3, 3, 0, 0]}
                maxBarSize={28}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <FiguresTable
          caption={`Revenue and refunds by day in ${currency}`}
          headers={['Day', 'Revenue', 'Refunds', 'Refund count']}
          rows={days.map((d) => [formatLongDay(d.day), money(d.revenue), money(d.refunds), formatCount(d.refundCount)])}
        />
      </Section>
      <Section title={`Orders by day (${currency})`}>
        <div
          role="img"
          aria-label={`Line chart of paid orders by day: ${formatCount(totals.orders)} orders over ${days.length} days.`}
          className="h-64"
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={days} margin={{ top: 8, right: 24, bottom: 0, left: 8 }}>
              <CartesianGrid stroke={GRID} vertical={false} />
              <XAxis
                dataKey="day"
                tickFormatter={formatShortDay}
                tick={AXIS}
                interval={interval}
                minTickGap={16}
                padding={{ left: 12, right: 12 }}
              />
              <YAxis allowDecimals={false} tick={AXIS} width={40} />
              <Tooltip
                labelFormatter={(day) => formatLongDay(String(day))}
                formatter={(value) => [formatCount(Number(value)), 'Orders']}
              />
              <Line
                type="linear"
                dataKey="orders"
                name="Orders"
                stroke={ACCENT}
                strokeWidth={2}
                dot={days.length <= 31 ? { r: 3 } : false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
        <FiguresTable
          caption={`Paid orders by day in ${currency}`}
          headers={['Day', 'Orders', 'Revenue', 'Average order value']}
          rows={days.map((d) => [
            formatLongDay(d.day),
            formatCount(d.orders),
            money(d.revenue),
            d.orders > 0 ? money(Math.round(d.revenue / d.orders)) : '—',
          ])}
        />
      </Section>
    </div>
  );
}
