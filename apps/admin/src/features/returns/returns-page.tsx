import { useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { RETURN_STATUSES } from '@store/core/back-office/order-states';
import { ErrorAlert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { PageHeader } from '../../components/ui/section';
import { ALL, SelectField } from '../../components/ui/select-field';
import { meQuery } from '../../lib/api/auth';
import { errorMessage } from '../../lib/api/client';
import { returnsQuery } from '../../lib/api/returns';
import type { ReturnSummary } from '../../lib/api/types';
import { RETURN_STATUS, brandName, formatDateTime, formatDay, returnReasonLabel, statusOf } from '../../lib/labels';
import { formatMinor } from '../../lib/money';
import { PickupDialog, RefuseDialog, ReturnRefundDialog, useReturnMove } from './return-dialogs';
import { returnActions } from './return-moves';

const route = getRouteApi('/_app/returns');

const STATUS_OPTIONS = [
  { value: ALL, label: 'Any status' },
  ...RETURN_STATUSES.map((s) => ({ value: s, label: RETURN_STATUS[s].label })),
];

const features = tableFeatures({});
const column = createColumnHelper<typeof features, ReturnSummary>();
const columns = column.columns([
  column.accessor('orderShortId', {
    header: 'Order',
    cell: ({ row: { original: r } }) => (
      <Link to="/orders/$orderId" params={{ orderId: r.orderId }} className="text-accent font-mono font-semibold underline">
        {r.orderShortId}
      </Link>
    ),
  }),
  column.accessor('createdAt', {
    header: 'Requested',
    cell: ({ row: { original: r } }) => (
      <div>
        <div>{formatDateTime(r.createdAt)}</div>
        <div className="text-xs text-slate-600">Trial ends {formatDay(r.trialEndsAt)}</div>
      </div>
    ),
  }),
  column.accessor('brand', { header: 'Brand', cell: ({ getValue }) => brandName(getValue()) }),
  column.accessor('email', { header: 'Customer' }),
  column.accessor('title', {
    header: 'Item and reason',
    cell: ({ row: { original: r } }) => (
      <div>
        <div>
          {r.quantity} × {r.title}
        </div>
        <div className="text-xs text-slate-700">{returnReasonLabel(r.reason)}</div>
        {r.comment ? <div className="text-xs text-slate-600">“{r.comment}”</div> : null}
      </div>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row: { original: r } }) => (
      <div>
        <Badge tone={statusOf(RETURN_STATUS, r.status).tone}>{statusOf(RETURN_STATUS, r.status).label}</Badge>
        {r.pickupDate ? <div className="mt-1 text-xs text-slate-600">Pick-up {formatDay(r.pickupDate)}</div> : null}
        {r.refusedReason ? <div className="mt-1 text-xs text-red-800">Refused: {r.refusedReason}</div> : null}
        {typeof r.refundedAmount === 'number' ? (
          <div className="mt-1 text-xs text-slate-600">{formatMinor(r.refundedAmount, r.currency)} refunded</div>
        ) : null}
      </div>
    ),
  }),
  column.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <ReturnActions item={row.original} /> }),
]);

const NO_RETURNS: ReturnSummary[] = [];

/** Returns: a status filter (and the brand switcher), each row with the moves its state allows. */
export function ReturnsPage() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/returns' });
  const query = useInfiniteQuery(returnsQuery({ status: search.status, brand: search.brand }));
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.returns) ?? NO_RETURNS, [query.data]);
  const table = useTable({ features, columns, data: rows, getRowId: (r) => r.id });
  return (
    <div>
      <PageHeader title="Returns" />
      <div className="mb-4 w-64">
        <SelectField
          label="Status"
          value={search.status ?? ALL}
          options={STATUS_OPTIONS}
          onValueChange={(value) =>
            void navigate({
              search: (prev) => ({ ...prev, status: value === ALL ? undefined : (value as (typeof RETURN_STATUSES)[number]) }),
              replace: true,
            })
          }
        />
      </div>
      {query.isError ? <ErrorAlert title="Returns could not load">{errorMessage(query.error)}</ErrorAlert> : null}
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading returns…
        </p>
      ) : query.isError ? null : (
        <>
          <DataTable table={table} label="Returns" empty="No return in this state." />
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

function ReturnActions({ item }: { item: ReturnSummary }) {
  const { data: me } = useSuspenseQuery(meQuery);
  const [open, setOpen] = useState<'refuse' | 'pickup' | 'refund' | null>(null);
  const direct = useReturnMove(item);
  const actions = returnActions(item.status, me.permissions);
  if (actions.length === 0) return <span className="text-slate-500">—</span>;
  const dialog = (name: 'refuse' | 'pickup' | 'refund') => ({
    item,
    open: open === name,
    onOpenChange: (next: boolean) => setOpen(next ? name : null),
  });
  return (
    <div className="flex flex-wrap gap-1.5">
      {actions.includes('approve') ? (
        <Button variant="primary" pending={direct.isPending} onClick={() => direct.mutate({ action: 'approve' })}>
          Approve
        </Button>
      ) : null}
      {actions.includes('refuse') ? <Button onClick={() => setOpen('refuse')}>Refuse</Button> : null}
      {actions.includes('pickup') ? <Button onClick={() => setOpen('pickup')}>Schedule pick-up</Button> : null}
      {actions.includes('receive') ? (
        <Button pending={direct.isPending} onClick={() => direct.mutate({ action: 'receive' })}>
          Mark received
        </Button>
      ) : null}
      {actions.includes('refund') ? (
        <Button variant="danger" onClick={() => setOpen('refund')}>
          Refund
        </Button>
      ) : null}
      {actions.includes('refuse') ? <RefuseDialog {...dialog('refuse')} /> : null}
      {actions.includes('pickup') ? <PickupDialog {...dialog('pickup')} /> : null}
      {actions.includes('refund') ? <ReturnRefundDialog {...dialog('refund')} /> : null}
    </div>
  );
}
