import { useState, type FormEvent } from 'react';
import { dayKeyOf } from '@store/core/dashboard/period';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PERIOD_PRESETS, customPeriodError, type DashboardSearch } from './dashboard-search';

/** The last 7, 30 or 90 days, or a custom first and last day (UTC days, at most 366 of them). */
export function PeriodPicker({
  search,
  period,
  onChange,
}: {
  search: DashboardSearch;
  period: { from: string; to: string };
  onChange: (next: DashboardSearch) => void;
}) {
  const custom = Boolean(search.from && search.to);
  const [editing, setEditing] = useState(custom);
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [error, setError] = useState<string | null>(null);
  const today = dayKeyOf(new Date());
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = customPeriodError(from, to, today);
    setError(problem);
    if (!problem) onChange({ from, to });
  };
  return (
    <div className="flex flex-col items-start gap-3">
      <div role="group" aria-label="Period" className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
        {PERIOD_PRESETS.map((days) => {
          const active = !custom && !editing && (search.days ?? 30) === days;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={active}
              onClick={() => {
                setEditing(false);
                setError(null);
                onChange({ days });
              }}
              className={`min-h-8 rounded px-3 text-sm font-semibold ${active ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              Last {days} days
            </button>
          );
        })}
        <button
          type="button"
          aria-pressed={custom || editing}
          onClick={() => {
            setFrom(period.from);
            setTo(period.to);
            setEditing(true);
          }}
          className={`min-h-8 rounded px-3 text-sm font-semibold ${custom || editing ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          Custom
        </button>
      </div>
      {editing || custom ? (
        <form
          onSubmit={apply}
          noValidate
          aria-label="Custom period"
          // The fields' own error lines are hidden: the one message shows beside the button instead.
          className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 [&>div>p:last-child]:hidden"
        >
          <TextField
            label="From"
            type="date"
            value={from}
            max={to || today}
            onChange={(e) => setFrom(e.target.value)}
            error={error ?? undefined}
            className="w-44"
          />
          <TextField
            label="To"
            type="date"
            value={to}
            min={from}
            max={today}
            onChange={(e) => setTo(e.target.value)}
            className="w-44"
          />
          <Button type="submit" variant="primary">
            Apply
          </Button>
          {error ? (
            <p role="alert" className="self-end pb-2 text-sm font-semibold text-red-700">
              {error}
            </p>
          ) : (
            <p className="self-end pb-2 text-sm text-slate-600">Whole days in UTC, at most 366 of them.</p>
          )}
        </form>
      ) : null}
    </div>
  );
}
