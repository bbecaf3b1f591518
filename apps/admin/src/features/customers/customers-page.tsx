import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/section';
import { errorMessage } from '../../lib/api/client';
import { customersQuery, type CustomerSummary } from '../../lib/api/customers';
import { brandName, formatDateTime } from '../../lib/labels';
import { spentText } from './customer-money';

const route = getRouteApi('/_app/customers');

const features = tableFeatures({});
const column = createColumnHelper<typeof features, CustomerSummary>();
const columns = column.columns([
  column.accessor('email', {
    header: 'Customer',
    cell: ({ row: { original: c } }) => (
      <div className="[overflow-wrap:anywhere]">
        <Link
          to="/customers/$brand/$email"
          params={{ brand: c.brand, email: c.email }}
          className="text-accent font-semibold underline"
        >
          {c.name || c.email}
        </Link>
        <div className="text-slate-600">{c.email}</div>
      </div>
    ),
  }),
  column.accessor('brand', { header: 'Brand', cell: ({ getValue }) => brandName(getValue()) }),
  column.accessor('kind', {
    header: 'Type',
    cell: ({ getValue }) => (getValue() === 'account' ? <Badge tone="info">Account</Badge> : <Badge tone="neutral">Guest</Badge>),
  }),
  column.accessor('ordersCount', {
    header: () => <span className="block text-right">Orders</span>,
    cell: ({ getValue }) => <div className="text-right tabular-nums">{getValue()}</div>,
  }),
  column.accessor('spent', {
    header: () => <span className="block text-right">Spent</span>,
    cell: ({ getValue }) => <div className="text-right whitespace-nowrap tabular-nums">{spentText(getValue())}</div>,
  }),
  column.accessor('lastOrderAt', {
    header: 'Last order',
    cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue() ? formatDateTime(getValue()) : '—'}</span>,
  }),
]);

const NO_CUSTOMERS: CustomerSummary[] = [];

/** Customers: accounts and guest shoppers by brand and email, searched by email, name or phone, keyset pages. */
export function CustomersPage() {
  const search = route.useSearch();
  const query = useInfiniteQuery(customersQuery(search));
  const customers = useMemo(() => query.data?.pages.flatMap((page) => page.customers) ?? NO_CUSTOMERS, [query.data]);
  const table = useTable({ features, columns, data: customers, getRowId: (c) => `${c.brand}/${c.email}` });
  return (
    <div>
      <PageHeader title="Customers" />
      <CustomerSearchBar key={search.q ?? ''} q={search.q} />
      {query.isError ? <ErrorAlert title="Customers could not load">{errorMessage(query.error)}</ErrorAlert> : null}
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading customers…
        </p>
      ) : query.isError ? null : (
        <>
          <DataTable table={table} label="Customers" empty="No customer matches this search." />
          <div className="mt-3 flex items-center justify-between text-sm text-slate-600">
            <span role="status">
              {customers.length} {customers.length === 1 ? 'customer' : 'customers'} shown
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

function CustomerSearchBar({ q }: { q: string | undefined }) {
  const navigate = useNavigate({ from: '/customers' });
  const [text, setText] = useState(q ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ search: (prev) => ({ ...prev, q: text.trim() || undefined }), replace: true });
  };
  return (
    <form
      onSubmit={onSubmit}
      role="search"
      className="mb-4 grid grid-cols-[1fr_auto] items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 [&>div>p:last-child]:hidden"
    >
      <TextField
        label="Search customers"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Email, name or phone"
        maxLength={100}
      />
      <Button type="submit" variant="primary">
        Search
      </Button>
    </form>
  );
}
