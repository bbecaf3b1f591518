import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useDeferredValue, useMemo, useState } from 'react';
import { COUPON_STATUSES, type CouponStatus } from '@store/core/coupons/coupon-rules';
import { ErrorAlert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable, SortHeader } from '../../components/ui/data-table';
import { TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/section';
import { ALL, SelectField } from '../../components/ui/select-field';
import { errorMessage } from '../../lib/api/client';
import { couponsQuery, type AdminCoupon } from '../../lib/api/coupons';
import { brandName, formatDay } from '../../lib/labels';
import { COUPON_STATUS, couponOffer, usesText } from './coupon-labels';
import { NewCouponDialog } from './new-coupon-dialog';

const app = getRouteApi('/_app');
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { text: sortFn_text, alphanumeric: sortFn_alphanumeric },
});
const column = createColumnHelper<typeof features, AdminCoupon>();
const STATUS_OPTIONS = [
  { value: ALL, label: 'Every status' },
  ...COUPON_STATUSES.map((s) => ({ value: s, label: COUPON_STATUS[s].label })),
];
const NO_ROWS: AdminCoupon[] = [];

const windowText = (c: AdminCoupon) => {
  const { startsAt, expiresAt } = c.rules;
  if (!startsAt && !expiresAt) return 'Always';
  if (!startsAt) return `Until ${formatDay(expiresAt)}`;
  if (!expiresAt) return `From ${formatDay(startsAt)}`;
  return `${formatDay(startsAt)} – ${formatDay(expiresAt)}`;
};

/** Coupons of the brands in view: searchable by code, filtered by status, each opening its page; a manager adds one. */
export function CouponsPage() {
  const { brand } = app.useSearch();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<string>(ALL);
  const [creating, setCreating] = useState(false);
  const q = useDeferredValue(text.trim().toUpperCase());
  const query = useQuery(
    couponsQuery({ brand, status: status === ALL ? undefined : (status as CouponStatus), q: q || undefined }),
  );
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor((c) => c.rules.code, {
          id: 'code',
          header: ({ column: c }) => <SortHeader column={c}>Code</SortHeader>,
          sortFn: 'text',
          cell: ({ row: { original: c } }) => (
            <Link
              to="/coupons/$brand/$code"
              params={{ brand: c.brand, code: c.rules.code }}
              className="text-accent font-mono font-semibold underline"
            >
              {c.rules.code}
            </Link>
          ),
        }),
        column.accessor('brand', {
          header: ({ column: c }) => <SortHeader column={c}>Brand</SortHeader>,
          sortFn: 'text',
          cell: ({ getValue }) => brandName(getValue()),
        }),
        column.accessor('status', {
          header: ({ column: c }) => <SortHeader column={c}>Status</SortHeader>,
          sortFn: 'text',
          cell: ({ getValue }) => <Badge tone={COUPON_STATUS[getValue()].tone}>{COUPON_STATUS[getValue()].label}</Badge>,
        }),
        column.display({ id: 'offer', header: 'Discount', cell: ({ row: { original: c } }) => couponOffer(c) }),
        column.display({
          id: 'window',
          header: 'Runs',
          cell: ({ row: { original: c } }) => <span className="whitespace-nowrap">{windowText(c)}</span>,
        }),
        column.accessor('redemptions', {
          header: ({ column: c }) => (
            <SortHeader column={c} align="right">
              Uses
            </SortHeader>
          ),
          sortFn: 'alphanumeric',
          cell: ({ row: { original: c } }) => <span className="block text-right tabular-nums">{usesText(c)}</span>,
        }),
      ]),
    [],
  );
  const table = useTable({
    features,
    columns,
    data: query.data?.coupons ?? NO_ROWS,
    getRowId: (c) => `${c.brand}:${c.rules.code}`,
  });
  return (
    <div>
      <PageHeader title="Coupons">
        <Button variant="primary" onClick={() => setCreating(true)}>
          New coupon
        </Button>
      </PageHeader>
      <div className="mb-3 grid max-w-3xl grid-cols-[2fr_1fr] gap-3">
        <TextField
          label="Search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Code"
          hint={brand ? `In ${brandName(brand)} (the brand switcher chooses)` : 'In every brand you work on'}
        />
        <SelectField label="Status" value={status} options={STATUS_OPTIONS} onValueChange={setStatus} />
      </div>
      {query.isError ? <ErrorAlert title="The coupons could not load">{errorMessage(query.error)}</ErrorAlert> : null}
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading coupons…
        </p>
      ) : query.isError ? null : (
        <>
          <p className="mb-2 text-sm text-slate-600" role="status">
            {table.getRowModel().rows.length === 1 ? '1 coupon' : `${table.getRowModel().rows.length} coupons`}
          </p>
          <DataTable table={table} label="Coupons" empty="No coupon matches." />
        </>
      )}
      <NewCouponDialog open={creating} onOpenChange={setCreating} brand={brand} />
    </div>
  );
}
