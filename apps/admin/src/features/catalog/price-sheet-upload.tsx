import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { MAX_PRICE_CSV_BYTES } from '@store/core/catalog-admin/wire';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import { useToast } from '../../components/ui/toast';
import { CatalogSaveError, checkPriceSheet, patchVariants, type PriceCsvCheck } from '../../lib/api/catalog';
import { ApiError, errorMessage } from '../../lib/api/client';

const FIELD_LABELS: Record<string, string> = {
  price: 'Price',
  listPrice: 'List price',
  isActive: 'Sold',
  isInStock: 'In stock',
  isBackOrderAllowed: 'Back-order',
  shippingFrom: 'Ships from',
  shippingTo: 'Ships by',
  wgsShippingFrom: 'White glove from',
  wgsShippingTo: 'White glove by',
};

/** Upload a price sheet: the dry run lists each line's changes and each line's problems; Apply writes the changes. */
export function PriceSheetUpload({ brand, currency }: { brand: string; currency: string }) {
  const inputId = useId();
  const [name, setName] = useState<string | null>(null);
  const [check, setCheck] = useState<PriceCsvCheck | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const client = useQueryClient();
  const notify = useToast();
  const dryRun = useMutation({
    mutationFn: (csv: string) => checkPriceSheet(brand, csv),
    onSuccess: (result) => setCheck(result),
    onError: (error) => setProblem(errorMessage(error)),
  });
  const apply = useMutation({
    mutationFn: () =>
      patchVariants(
        brand,
        check!.changes.map((c) => c.change),
      ),
    onSuccess: async (saved) => {
      notify({
        title: `Applied ${check!.changes.length} line${check!.changes.length === 1 ? '' : 's'}`,
        description: `${saved.products.length} products changed.`,
      });
      setCheck(null);
      setName(null);
      await client.invalidateQueries({ queryKey: ['catalog'] });
    },
    onError: (error) => {
      if (error instanceof CatalogSaveError)
        return setProblem(error.fieldErrors.map((e) => `${e.path}: ${e.message}`).join('; '));
      if (error instanceof ApiError && error.status === 409)
        return setProblem(`${error.message} Upload the sheet again for a new dry run.`);
      setProblem(errorMessage(error));
    },
  });
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setCheck(null);
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_PRICE_CSV_BYTES) return setProblem(`${file.name} is larger than ${MAX_PRICE_CSV_BYTES / 1_000_000} MB`);
    setName(file.name);
    dryRun.mutate(await file.text());
  };
  return (
    <Section title="Upload a price sheet">
      <p className="mb-3 text-sm text-slate-600">
        Columns: <span className="font-mono text-xs">sku</span> and any of{' '}
        <span className="font-mono text-xs">
          price_dollars, list_price_dollars, active, in_stock, back_order, ship_from_days, ship_to_days, white_glove_from_days,
          white_glove_to_days
        </span>
        . Prices in {currency} dollars with two decimals (1299.00); yes or no; whole business days. Nothing changes until you
        apply the dry run.
      </p>
      <div className="flex items-center gap-3">
        <label htmlFor={inputId} className="text-sm font-semibold">
          Price sheet (CSV)
        </label>
        <input id={inputId} type="file" accept=".csv,text/csv" onChange={(e) => void onFile(e)} className="text-sm" />
        {dryRun.isPending ? (
          <span role="status" className="text-sm text-slate-600">
            Checking {name}…
          </span>
        ) : null}
      </div>
      {problem ? (
        <div className="mt-3">
          <ErrorAlert title="The sheet was not applied">{problem}</ErrorAlert>
        </div>
      ) : null}
      {check ? (
        <div className="mt-4 flex flex-col gap-3">
          <p role="status" className="text-sm font-semibold">
            Dry run of {name}: {check.changes.length} line{check.changes.length === 1 ? '' : 's'} to change, {check.unchanged}{' '}
            unchanged, {check.errors.length} with problems.
          </p>
          {check.errors.length > 0 ? (
            <table aria-label="Problems by line" className="text-sm">
              <thead className="text-left text-xs text-slate-600 uppercase">
                <tr>
                  <th className="pr-4">Line</th>
                  <th>Problem</th>
                </tr>
              </thead>
              <tbody>
                {check.errors.map((e, i) => (
                  <tr key={i} className="text-red-900">
                    <td className="pr-4 tabular-nums">{e.line}</td>
                    <td>{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {check.changes.length > 0 ? (
            <table aria-label="Changes by line" className="text-sm">
              <thead className="text-left text-xs text-slate-600 uppercase">
                <tr>
                  <th className="pr-4">Line</th>
                  <th className="pr-4">Variant</th>
                  <th>Changes</th>
                </tr>
              </thead>
              <tbody>
                {check.changes.map((c) => (
                  <tr key={c.line} className="border-t border-slate-100">
                    <td className="pr-4 align-top tabular-nums">{c.line}</td>
                    <td className="pr-4 align-top">
                      {c.productTitle} · {c.options} <span className="font-mono text-xs text-slate-600">{c.sku}</span>
                    </td>
                    <td>
                      {c.fields.map((f) => (
                        <span key={f.field} className="mr-3 inline-block">
                          {FIELD_LABELS[f.field] ?? f.field}: <s className="text-slate-500">{f.before}</s> →{' '}
                          <strong>{f.after}</strong>
                        </span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <div className="flex gap-2">
            <Button
              variant="primary"
              disabled={check.changes.length === 0 || check.errors.length > 0}
              pending={apply.isPending}
              onClick={() => apply.mutate()}
            >
              Apply {check.changes.length} change{check.changes.length === 1 ? '' : 's'}
            </Button>
            <Button onClick={() => setCheck(null)}>Cancel</Button>
            {check.errors.length > 0 ? (
              <span className="self-center text-sm text-red-800">Fix the lines with problems and upload again.</span>
            ) : null}
          </div>
        </div>
      ) : null}
    </Section>
  );
}
