import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/section';
import { auditQuery } from '../../lib/api/audit';
import { errorMessage } from '../../lib/api/client';
import type { AuditEntry } from '../../lib/api/types';
import { brandName, formatDateTime } from '../../lib/labels';
import type { AuditSearch } from './audit-search';
import { diffText, diffValues, entryCurrency } from './diff';

const route = getRouteApi('/_app/audit');

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AuditEntry>();
const columns = column.columns([
  column.accessor('at', {
    header: 'When',
    cell: ({ getValue }) => (
      <time className="whitespace-nowrap" dateTime={getValue()}>
        {formatDateTime(getValue())}
      </time>
    ),
  }),
  column.accessor('staffEmail', {
    header: 'Who',
    cell: ({ row: { original: e } }) => (
      <div className="max-w-56 [overflow-wrap:anywhere]">
        <div>{e.staffEmail}</div>
        {e.address ? <div className="font-mono text-xs text-slate-500">{e.address}</div> : null}
      </div>
    ),
  }),
  column.accessor('action', {
    header: 'Action',
    cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
  }),
  column.accessor('brand', { header: 'Brand', cell: ({ getValue }) => (getValue() ? brandName(getValue()!) : '—') }),
  column.accessor('targetId', {
    header: 'Target',
    cell: ({ row: { original: e } }) =>
      e.targetType === 'order' ? (
        <Link to="/orders/$orderId" params={{ orderId: e.targetId }} className="text-accent font-mono text-xs underline">
          order {e.targetId}
        </Link>
      ) : (
        <span className="font-mono text-xs">
          {e.targetType} {e.targetId}
        </span>
      ),
  }),
  column.display({
    id: 'changes',
    header: 'Changes',
    cell: ({ row: { original: e } }) => <AuditDiff before={e.before} after={e.after} />,
  }),
]);

const KIND_STYLES = { added: 'text-emerald-800', removed: 'text-red-800', changed: 'text-slate-900' } as const;

/** Before and after as a list of what changed: a path, the old value struck through, the new one. */
function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const rows = diffValues(before, after);
  const currency = entryCurrency(before, after);
  if (rows.length === 0) return <span className="text-slate-500">No change recorded</span>;
  return (
    <ul className="flex min-w-64 flex-col gap-0.5 text-xs [overflow-wrap:anywhere]">
      {rows.map((row) => (
        <li key={`${row.kind}:${row.path}`} className={KIND_STYLES[row.kind]}>
          <span className="font-mono font-semibold">{row.path || 'value'}</span>:{' '}
          {row.kind !== 'added' ? (
            <del className="bg-red-50" aria-label={`was ${diffText(row.before, row.path, currency)}`}>
              {diffText(row.before, row.path, currency)}
            </del>
          ) : null}
          {row.kind === 'changed' ? <span aria-hidden="true"> → </span> : null}
          {row.kind !== 'removed' ? (
            <ins className="bg-emerald-50 no-underline" aria-label={`now ${diffText(row.after, row.path, currency)}`}>
              {diffText(row.after, row.path, currency)}
            </ins>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const NO_ENTRIES: AuditEntry[] = [];

/** The audit log: who did what to which record, filtered by person, action, brand and dates, newest first. */
export function AuditPage() {
  const search = route.useSearch();
  const query = useInfiniteQuery(auditQuery(search));
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.entries) ?? NO_ENTRIES, [query.data]);
  const table = useTable({ features, columns, data: entries, getRowId: (e) => e.id });
  return (
    <div>
      <PageHeader title="Audit log" />
      <AuditFilters key={`${search.staff ?? ''}|${search.action ?? ''}`} search={search} />
      {query.isError ? <ErrorAlert title="The audit log could not load">{errorMessage(query.error)}</ErrorAlert> : null}
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the audit log…
        </p>
      ) : query.isError ? null : (
        <>
          <DataTable table={table} label="Audit log" empty="No entry matches these filters." />
          {query.hasNextPage ? (
            <div className="mt-3 flex justify-end">
              <Button onClick={() => void query.fetchNextPage()} pending={query.isFetchingNextPage}>
                Load more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function AuditFilters({ search }: { search: AuditSearch }) {
  const navigate = useNavigate({ from: '/audit' });
  const [staff, setStaff] = useState(search.staff ?? '');
  const [action, setAction] = useState(search.action ?? '');
  const set = (patch: Partial<AuditSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    set({ staff: staff.trim() || undefined, action: action.trim() || undefined });
  };
  // The filters show no errors: the fields' reserved error line is dropped, so the bar stays tight.
  return (
    <form
      onSubmit={onSubmit}
      className="mb-4 grid grid-cols-[1fr_1fr_10rem_10rem_auto] items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 [&>div>p:last-child]:hidden"
    >
      <TextField label="Person (email)" type="search" value={staff} onChange={(e) => setStaff(e.target.value)} maxLength={254} />
      <TextField
        label="Action"
        type="search"
        value={action}
        onChange={(e) => setAction(e.target.value)}
        placeholder="order.refund"
        maxLength={60}
      />
      <TextField
        label="From"
        type="date"
        value={search.from ?? ''}
        max={search.to}
        onChange={(e) => set({ from: e.target.value || undefined })}
      />
      <TextField
        label="To"
        type="date"
        value={search.to ?? ''}
        min={search.from}
        onChange={(e) => set({ to: e.target.value || undefined })}
      />
      <Button type="submit" variant="primary">
        Filter
      </Button>
    </form>
  );
}
