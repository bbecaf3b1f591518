import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
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
import { PRODUCT_GROUPS } from '@store/core/product';
import { ErrorAlert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { DataTable, SortHeader } from '../../components/ui/data-table';
import { TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/section';
import { ALL, SelectField } from '../../components/ui/select-field';
import { meQuery } from '../../lib/api/auth';
import { catalogProductsQuery, type CatalogProductRow } from '../../lib/api/catalog';
import { errorMessage } from '../../lib/api/client';
import { brandName } from '../../lib/labels';
import { formatMinor } from '../../lib/money';
import { may } from '../../lib/permissions';
import { GROUP_LABELS, availabilityBadge } from './catalog-labels';

const app = getRouteApi('/_app');
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { text: sortFn_text, alphanumeric: sortFn_alphanumeric },
});
const column = createColumnHelper<typeof features, CatalogProductRow>();
const GROUP_OPTIONS = [{ value: ALL, label: 'All groups' }, ...PRODUCT_GROUPS.map((g) => ({ value: g, label: GROUP_LABELS[g] }))];
const NO_ROWS: CatalogProductRow[] = [];

const priceRange = (row: CatalogProductRow) =>
  row.minPrice === row.maxPrice
    ? formatMinor(row.minPrice, row.currency)
    : `${formatMinor(row.minPrice, row.currency)} – ${formatMinor(row.maxPrice, row.currency)}`;

/** The catalogue: every product of the brands in view, searchable by title, id or sku and by group, each linking to its editor. */
export function ProductsPage() {
  const { data: me } = useSuspenseQuery(meQuery);
  const { brand } = app.useSearch();
  const [text, setText] = useState('');
  const [group, setGroup] = useState(ALL);
  const q = useDeferredValue(text.trim());
  const query = useQuery(catalogProductsQuery({ brand, group: group === ALL ? undefined : group, q: q || undefined }));
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('title', {
          header: ({ column: c }) => <SortHeader column={c}>Product</SortHeader>,
          sortFn: 'text',
          cell: ({ row: { original: p } }) => (
            <div className="min-w-64">
              <Link
                to="/catalog/$brand/$productId"
                params={{ brand: p.brand, productId: p.id }}
                className="text-accent font-semibold underline"
              >
                {p.title}
              </Link>
              <div className="font-mono text-xs text-slate-600">{p.id}</div>
            </div>
          ),
        }),
        column.accessor('brand', {
          header: ({ column: c }) => <SortHeader column={c}>Brand</SortHeader>,
          sortFn: 'text',
          cell: ({ getValue }) => brandName(getValue()),
        }),
        column.accessor('group', {
          header: ({ column: c }) => <SortHeader column={c}>Group</SortHeader>,
          sortFn: 'text',
          cell: ({ getValue }) => GROUP_LABELS[getValue()],
        }),
        column.accessor('variants', {
          header: ({ column: c }) => (
            <SortHeader column={c} align="right">
              Variants
            </SortHeader>
          ),
          sortFn: 'alphanumeric',
          cell: ({ getValue }) => <span className="block text-right tabular-nums">{getValue()}</span>,
        }),
        column.accessor('minPrice', {
          header: ({ column: c }) => (
            <SortHeader column={c} align="right">
              Price
            </SortHeader>
          ),
          sortFn: 'alphanumeric',
          cell: ({ row: { original: p } }) => (
            <span className="block text-right whitespace-nowrap tabular-nums">{priceRange(p)}</span>
          ),
        }),
        column.display({
          id: 'availability',
          header: 'Availability',
          cell: ({ row: { original: p } }) => {
            const badge = availabilityBadge(p);
            return (
              <div className="flex flex-col items-start gap-0.5">
                <Badge tone={badge.tone}>{badge.label}</Badge>
                <span className="text-xs text-slate-600">
                  {p.availableVariants} of {p.variants} available
                </span>
              </div>
            );
          },
        }),
      ]),
    [],
  );
  const table = useTable({ features, columns, data: query.data?.products ?? NO_ROWS, getRowId: (p) => `${p.brand}:${p.id}` });
  return (
    <div>
      <PageHeader title="Catalogue">
        <Link to="/catalog/prices" className="text-accent text-sm font-semibold underline">
          Prices and availability
        </Link>
        <Link to="/catalog/file" className="text-accent text-sm font-semibold underline">
          Catalogue file
        </Link>
      </PageHeader>
      {may(me, 'catalog.edit') ? null : (
        <p className="mb-3 text-sm text-slate-600">You can look at the catalogue; your role does not change it.</p>
      )}
      <div className="mb-3 grid max-w-3xl grid-cols-[2fr_1fr] gap-3">
        <TextField
          label="Search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Title, id or sku"
          hint={brand ? `In ${brandName(brand)} (the brand switcher chooses)` : 'In every brand you work on'}
        />
        <SelectField label="Group" value={group} options={GROUP_OPTIONS} onValueChange={setGroup} />
      </div>
      {query.isError ? <ErrorAlert title="The catalogue could not load">{errorMessage(query.error)}</ErrorAlert> : null}
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading products…
        </p>
      ) : query.isError ? null : (
        <>
          <p className="mb-2 text-sm text-slate-600" role="status">
            {table.getRowModel().rows.length} products
          </p>
          <DataTable table={table} label="Products" empty="No product matches." />
        </>
      )}
    </div>
  );
}
