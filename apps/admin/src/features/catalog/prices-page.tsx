import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { INPUT_CLASS, TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/section';
import { SelectField } from '../../components/ui/select-field';
import { useToast } from '../../components/ui/toast';
import { meQuery } from '../../lib/api/auth';
import {
  CatalogSaveError,
  patchVariants,
  priceSheetUrl,
  variantsQuery,
  type VariantChange,
  type VariantRowWire,
} from '../../lib/api/catalog';
import { ApiError, errorMessage } from '../../lib/api/client';
import { brandName } from '../../lib/labels';
import { formatMinor } from '../../lib/money';
import { may, switchableBrands } from '../../lib/permissions';
import { changesOf, cellValue, editCell, matchesSearch, type BulkEdits } from './bulk-edits';
import { MoneyField } from './money-field';
import { PriceSheetUpload } from './price-sheet-upload';
import { optionsText } from '@store/core/catalog-admin/variant-rows';

const app = getRouteApi('/_app');
const SHOWN = 250;
const NO_ROWS: VariantRowWire[] = [];
// The shared input class fills its cell; a day count needs three digits.
const DAY_INPUT = `${INPUT_CLASS.replace('w-full', '')} w-16 text-right tabular-nums`;

/**
 * Prices and availability of many variants at once: every cell editable, one Save for all of them (one change in the
 * store), and the price sheet: download it, edit it in a spreadsheet, upload it, check the dry run, then apply.
 */
export function PricesPage() {
  const { data: me } = useSuspenseQuery(meQuery);
  const { brand: switcherBrand } = app.useSearch();
  const brands = switchableBrands(me);
  const [pickedBrand, setPickedBrand] = useState(brands[0] ?? 'nestwood');
  const brand = switcherBrand ?? pickedBrand;
  const canEdit = may(me, 'catalog.edit');
  const query = useQuery(variantsQuery(brand));
  const rows = query.data?.variants ?? NO_ROWS;
  const currency = query.data?.currency ?? 'USD';
  const [text, setText] = useState('');
  const q = useDeferredValue(text);
  const [edits, setEdits] = useState<BulkEdits>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [stale, setStale] = useState<string | null>(null);
  const client = useQueryClient();
  const notify = useToast();
  const matching = rows.filter((row) => matchesSearch(row, q));
  const shown = matching.slice(0, SHOWN);
  const changed = Object.keys(edits).length;

  const save = useMutation({
    mutationFn: (changes: VariantChange[]) => patchVariants(brand, changes),
    onSuccess: async (saved) => {
      setEdits({});
      setProblems([]);
      const repriced = saved.repriced.length > 0 ? ` Bundle pages priced anew: ${saved.repriced.join(', ')}.` : '';
      notify({
        title: `Saved ${saved.products.length} product${saved.products.length === 1 ? '' : 's'}`,
        description: `The storefront shows it now.${repriced}`,
      });
      await client.invalidateQueries({ queryKey: ['catalog'] });
    },
    onError: (error) => {
      if (error instanceof CatalogSaveError) return setProblems(error.fieldErrors.map((e) => `${e.path}: ${e.message}`));
      if (error instanceof ApiError && error.status === 409) return setStale(error.message);
      setProblems([errorMessage(error)]);
    },
  });
  const set = <K extends keyof BulkEdits[string]>(row: VariantRowWire, field: K, value: NonNullable<BulkEdits[string][K]>) =>
    setEdits((all) => editCell(all, row, field, value));
  const edited = (row: VariantRowWire, field: string) => Boolean(edits[row.sku] && field in edits[row.sku]!);
  const mark = (row: VariantRowWire, field: string) => (edited(row, field) ? 'bg-amber-50' : '');

  return (
    <div className="flex flex-col gap-4 pb-24">
      <Link to="/catalog" className="text-accent text-sm font-semibold underline">
        ← Catalogue
      </Link>
      <PageHeader title={`Prices and availability · ${brandName(brand)}`}>
        <a href={priceSheetUrl(brand)} download className="text-accent text-sm font-semibold underline">
          Download the price sheet (CSV)
        </a>
      </PageHeader>
      <div className="grid max-w-3xl grid-cols-[1fr_2fr] gap-3">
        {switcherBrand ? (
          <div className="text-sm">
            <p className="font-semibold text-slate-800">Brand</p>
            <p className="mt-2">{brandName(brand)}</p>
            <p className="text-xs text-slate-600">Chosen in the brand switcher</p>
          </div>
        ) : (
          <SelectField
            label="Brand"
            value={brand}
            options={brands.map((key) => ({ value: key, label: brandName(key) }))}
            onValueChange={(value) => {
              setEdits({});
              setPickedBrand(value);
            }}
          />
        )}
        <TextField
          label="Search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Product, size, colour or sku"
        />
      </div>
      {canEdit ? <PriceSheetUpload brand={brand} currency={currency} /> : null}
      {stale ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p>{stale}</p>
          <Button
            variant="primary"
            onClick={() => {
              setStale(null);
              setEdits({});
              void client.invalidateQueries({ queryKey: ['catalog', 'variants', brand] });
            }}
          >
            Reload the table
          </Button>
        </div>
      ) : null}
      {problems.length > 0 ? (
        <ErrorAlert title="Not saved">
          {problems.map((p) => (
            <span key={p} className="block">
              {p}
            </span>
          ))}
        </ErrorAlert>
      ) : null}
      {query.isError ? <ErrorAlert title="The variants could not load">{errorMessage(query.error)}</ErrorAlert> : null}
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading variants…
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" role="status">
            {matching.length} variants{matching.length > SHOWN ? `; the first ${SHOWN} shown, search to narrow` : ''}. Prices in{' '}
            {currency}.
          </p>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table aria-label="Variants" className="w-full border-collapse text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
                <tr>
                  <th className="px-3 py-2">Variant</th>
                  <th className="px-3 py-2 text-right">Price</th>
                  <th className="px-3 py-2 text-right">List price</th>
                  <th className="px-2 py-2">Sold</th>
                  <th className="px-2 py-2">In stock</th>
                  <th className="px-2 py-2">Back-order</th>
                  <th className="px-3 py-2">Ships in (days)</th>
                  <th className="px-3 py-2">White glove (days)</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.sku} className="border-t border-slate-100">
                    <td className="min-w-72 px-3 py-1.5">
                      <Link
                        to="/catalog/$brand/$productId"
                        params={{ brand, productId: row.productId }}
                        className="font-semibold hover:underline"
                      >
                        {row.productTitle}
                      </Link>
                      <div className="text-xs text-slate-600">
                        {optionsText(row)} · <span className="font-mono">{row.sku}</span>
                      </div>
                    </td>
                    {row.priceFromParts || !canEdit ? (
                      <>
                        <td className="px-3 text-right tabular-nums">{formatMinor(row.price, currency)}</td>
                        <td className="px-3 text-right text-slate-600 tabular-nums">
                          {formatMinor(row.listPrice, currency)}
                          {row.priceFromParts ? <span className="block text-xs">from its parts</span> : null}
                        </td>
                      </>
                    ) : (
                      <>
                        <td className={`px-3 pt-1 ${mark(row, 'price')}`}>
                          <MoneyField
                            compact
                            label={`Price of ${row.sku}`}
                            value={cellValue(edits, row, 'price')}
                            onChange={(v) => set(row, 'price', v)}
                          />
                        </td>
                        <td className={`px-3 pt-1 ${mark(row, 'listPrice')}`}>
                          <MoneyField
                            compact
                            label={`List price of ${row.sku}`}
                            value={cellValue(edits, row, 'listPrice')}
                            onChange={(v) => set(row, 'listPrice', v)}
                          />
                        </td>
                      </>
                    )}
                    {(['isActive', 'isInStock', 'isBackOrderAllowed'] as const).map((field) => (
                      <td key={field} className={`px-2 text-center ${mark(row, field)}`}>
                        <input
                          type="checkbox"
                          aria-label={`${row.sku} ${field === 'isActive' ? 'sold' : field === 'isInStock' ? 'in stock' : 'back-order'}`}
                          disabled={!canEdit}
                          checked={cellValue(edits, row, field)}
                          onChange={(e) => set(row, field, e.target.checked)}
                        />
                      </td>
                    ))}
                    {(
                      [
                        ['shippingFrom', 'shippingTo', 'ships'],
                        ['wgsShippingFrom', 'wgsShippingTo', 'white glove'],
                      ] as const
                    ).map(([from, to, what]) => (
                      <td key={from} className={`px-3 whitespace-nowrap ${mark(row, from) || mark(row, to)}`}>
                        {[from, to].map((field, i) => (
                          <span key={field}>
                            {i === 1 ? ' – ' : null}
                            <input
                              type="number"
                              min={0}
                              max={365}
                              aria-label={`${row.sku} ${what} ${i === 0 ? 'from' : 'by'}`}
                              disabled={!canEdit}
                              className={DAY_INPUT}
                              value={cellValue(edits, row, field)}
                              onChange={(e) => {
                                const days = Number(e.target.value);
                                if (e.target.value !== '' && Number.isInteger(days) && days >= 0) set(row, field, days);
                              }}
                            />
                          </span>
                        ))}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {canEdit ? (
        <div className="sticky bottom-0 z-10 flex items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3">
          <span className="text-sm text-slate-600" role="status">
            {changed === 0 ? 'No changes' : `${changed} variant${changed === 1 ? '' : 's'} changed`}
          </span>
          <Button disabled={changed === 0 || save.isPending} onClick={() => setEdits({})}>
            Discard
          </Button>
          <Button
            variant="primary"
            disabled={changed === 0}
            pending={save.isPending}
            onClick={() => save.mutate(changesOf(edits, rows))}
          >
            Save changes
          </Button>
        </div>
      ) : null}
    </div>
  );
}
