import type { TimelineEntry } from '../../lib/api/types';
import { formatDateTime } from '../../lib/labels';

const KIND_LABELS: Record<TimelineEntry['kind'], string> = {
  order: 'Order',
  payment: 'Payment',
  webhook: 'Webhook',
  email: 'Email',
  job: 'Job',
  refund: 'Refund',
  shipment: 'Shipment',
  return: 'Return',
  staff: 'Staff',
};

/** Everything that happened to the order, in one list, newest first. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  const sorted = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section aria-label="Timeline" className="self-start rounded-lg border border-slate-200 bg-white">
      <h2 className="border-b border-slate-200 px-4 py-2.5 text-sm font-bold tracking-wide text-slate-800 uppercase">Timeline</h2>
      {sorted.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">Nothing recorded yet.</p>
      ) : (
        <ol className="flex flex-col">
          {sorted.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="border-b border-slate-100 px-4 py-2.5 last:border-b-0">
              <div className="flex items-baseline justify-between gap-2">
                <span className="text-sm font-semibold">{entry.title}</span>
                <span className="shrink-0 rounded bg-slate-100 px-1.5 text-xs text-slate-700">
                  {KIND_LABELS[entry.kind] ?? entry.kind}
                </span>
              </div>
              {entry.detail ? <p className="text-sm text-slate-700">{entry.detail}</p> : null}
              <p className="text-xs text-slate-500">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {entry.actor ? ` · ${entry.actor}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
