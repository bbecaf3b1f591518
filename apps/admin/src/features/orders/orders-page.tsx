import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { formatPhone } from '@store/core/checkout/phone';
import { ErrorAlert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable, SortHeader } from '../../components/ui/data-table';
import { PageHeader } from '../../components/ui/section';
import { errorMessage } from '../../lib/api/client';
import { ordersQuery } from '../../lib/api/orders';
import type { OrderSummary } from '../../lib/api/types';
import {
  FULFILLMENT_STATUS,
  ORDER_STATUS,
  PAYMENT_STATUS,
  brandName,
  formatDateTime,
  providerName,
  statusOf,
} from '../../lib/labels';
import { formatMinor } from '../../lib/money';
import { OrderFilters } from './order-filters';
import { sortOf, sortingOf } from './order-search';

const route = getRouteApi('/_app/orders');

const features = tableFeatures({ rowSortingFeature });
const column = createColumnHelper<typeof features, OrderSummary>();
const columns = column.columns([
  column.accessor('shortId', {
    header: 'Order',
    enableSorting: false,
    cell: ({ row }) => (
      <Link to="/orders/$orderId" params={{ orderId: row.original.id }} className="text-accent font-mono font-semibold underline">
        {row.original.shortId}
      </Link>
    ),
  }),
  column.accessor('createdAt', {
    header: ({ column: c }) => <SortHeader column={c}>Date</SortHeader>,
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
  }),
  column.accessor('brand', { header: 'Brand', enableSorting: false, cell: ({ getValue }) => brandName(getValue()) }),
  column.accessor('name', {
    header: 'Customer',
    enableSorting: false,
    cell: ({ row }) => (
      <div>
        <div className="font-semibold">{row.original.name}</div>
        <div className="text-slate-600">{row.original.email}</div>
        <div className="text-xs text-slate-500">
          {formatPhone(row.original.phone)} · {row.original.zip}
        </div>
      </div>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="flex flex-wrap gap-1">
        <Badge tone={statusOf(ORDER_STATUS, row.original.status).tone}>{statusOf(ORDER_STATUS, row.original.status).label}</Badge>
        <Badge tone={statusOf(PAYMENT_STATUS, row.original.paymentStatus).tone}>
          {statusOf(PAYMENT_STATUS, row.original.paymentStatus).label}
        </Badge>
        <Badge tone={statusOf(FULFILLMENT_STATUS, row.original.fulfillmentStatus).tone}>
          {statusOf(FULFILLMENT_STATUS, row.original.fulfillmentStatus).label}
        </Badge>
      </div>
    ),
  }),
  column.accessor('provider', { header: 'Provider', enableSorting: false, cell: ({ getValue }) => providerName(getValue()) }),
  column.accessor('totalAmount', {
    header: ({ column: c }) => (
      <SortHeader column={c} align="right">
        Total
      </SortHeader>
    ),
    cell: ({ row }) => (
      <div className="text-right whitespace-nowrap tabular-nums">
        <div className="font-semibold">{formatMinor(row.original.totalAmount, row.original.currency)}</div>
        {row.original.refundedAmount > 0 ? (
          <div className="text-xs text-slate-600">{formatMinor(row.original.refundedAmount, row.original.currency)} refunded</div>
        ) : null}
      </div>
    ),
  }),
]);

const NO_ORDERS: OrderSummary[] = [];

/** Orders: search and filters in the URL, server-side sorting, keyset pages ("Load more"). */
export function OrdersPage() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/orders' });
  const query = useInfiniteQuery(ordersQuery(search));
  const orders = useMemo(() => query.data?.pages.flatMap((page) => page.orders) ?? NO_ORDERS, [query.data]);
  const sorting = useMemo(() => sortingOf(search.sort), [search.sort]);
  const table = useTable({
    features,
    columns,
    data: orders,
    getRowId: (row) => row.id,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      void navigate({ search: (prev) => ({ ...prev, sort: sortOf(next) }), replace: true });
    },
  });

  return (
    <div>
      <PageHeader title="Orders" />
      <OrderFilters key={search.q ?? ''} search={search} />
      {query.isError ? <ErrorAlert title="Orders could not load">{errorMessage(query.error)}</ErrorAlert> : null}
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading orders…
        </p>
      ) : query.isError ? null : (
        <>
          <DataTable table={table} label="Orders" empty="No orders match this search." />
          <div className="mt-3 flex items-center justify-between text-sm text-slate-600">
            <span role="status">
              {orders.length} {orders.length === 1 ? 'order' : 'orders'} shown
            </span>
            {query.hasNextPage ? (
              <Button onClick={() => void query.fetchNextPage()} pending={query.isFetchingNextPage}>
                Load more
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
