import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useId, useState, type ChangeEvent } from 'react';
import { ErrorAlert, Notice } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable, SortHeader } from '../../components/ui/data-table';
import { AppDialog, DialogClose } from '../../components/ui/dialog';
import { PageHeader, Section } from '../../components/ui/section';
import { SelectField } from '../../components/ui/select-field';
import { useToast } from '../../components/ui/toast';
import { meQuery } from '../../lib/api/auth';
import {
  applyCatalogFile,
  CATALOG_FILE_BODY_LIMIT_BYTES,
  catalogFileUrl,
  dryRunCatalogFile,
  type CatalogApply,
  type CatalogDryRun,
  type CatalogPlanRow,
} from '../../lib/api/catalog-file';
import { ApiError, errorMessage } from '../../lib/api/client';
import { brandName } from '../../lib/labels';
import { may, switchableBrands } from '../../lib/permissions';
import { CHANGE_LABELS, changeDetail, countOf, planSummary } from './catalog-file-plan';

const route = getRouteApi('/_app/catalog/file');

/** The file as read from the member's disk: its name and text, sent as they are to the dry run and the apply. */
interface ChosenFile {
  name: string;
  text: string;
}

/**
 * The catalogue file: pick a brand, download its file (catalog.read); upload an edited one for a dry run that lists
 * every change row by row, then apply it after a confirmation (catalog.edit).
 */
export function CatalogFilePage() {
  const { data: me } = useSuspenseQuery(meQuery);
  const search = route.useSearch();
  const navigate = useNavigate();
  const brands = switchableBrands(me);
  const brand = search.brand !== undefined && brands.includes(search.brand) ? search.brand : (brands[0] ?? '');
  const chooseBrand = (value: string) =>
    void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, brand: value }) });
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Catalogue file" />
      <p className="-mt-2 max-w-3xl text-sm text-slate-700">
        A brand’s whole catalogue as one JSON file: products with their options, prices, availability, copy and media; upsell
        offers, coupons, reviews, showrooms and recommendation signals. Download it, edit it, upload it: the dry run lists every
        change before anything is written.
      </p>
      <div className="grid grid-cols-[22rem_1fr] items-start gap-4">
        <Section title="Download">
          <SelectField
            label="Brand"
            value={brand}
            options={brands.map((key) => ({ value: key, label: brandName(key) }))}
            onValueChange={chooseBrand}
          />
          <a
            href={catalogFileUrl(brand)}
            download={`${brand}.json`}
            className="bg-accent hover:bg-accent-strong inline-flex min-h-9 items-center justify-center gap-2 rounded-md px-3 text-sm font-semibold text-white"
          >
            Download {brand}.json
          </a>
        </Section>
        {may(me, 'catalog.edit') ? (
          <ImportSection key={brand} brand={brand} />
        ) : (
          <Section title="Import a file">
            <Notice>Your role can download the catalogue file; importing one needs the catalogue editing permission.</Notice>
          </Section>
        )}
      </div>
    </div>
  );
}

/** Upload, dry run, apply: one brand's import, reset when the brand changes. */
function ImportSection({ brand }: { brand: string }) {
  const notify = useToast();
  const inputId = useId();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [applied, setApplied] = useState<(CatalogApply & { file: string }) | null>(null);

  const dryRun = useMutation({ mutationFn: (chosen: ChosenFile) => dryRunCatalogFile(brand, chosen.text) });
  const apply = useMutation({
    mutationFn: ({ chosen, planHash }: { chosen: ChosenFile; planHash: string }) =>
      applyCatalogFile(brand, chosen.text, planHash),
    onSuccess: (result, { chosen }) => {
      setConfirming(false);
      setApplied({ ...result, file: chosen.name });
      setFile(null);
      dryRun.reset();
      notify({
        title: result.applied ? `${brandName(brand)}’s catalogue updated` : 'Nothing to change',
        description: result.applied ? `${countOf(result.rows.length, 'change')} from ${chosen.name}` : undefined,
      });
    },
  });

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    setApplied(null);
    setReadError(null);
    apply.reset();
    dryRun.reset();
    setFile(null);
    if (!picked) return;
    if (picked.size > CATALOG_FILE_BODY_LIMIT_BYTES) {
      setReadError(`${picked.name} is ${Math.ceil(picked.size / 1048576)} MB; a catalogue file may be 16 MB at most.`);
      return;
    }
    const chosen = { name: picked.name, text: await picked.text() };
    setFile(chosen);
    dryRun.mutate(chosen);
  };

  const plan = dryRun.data;
  const stale = apply.error instanceof ApiError && apply.error.status === 409;
  return (
    <>
      <Section title="Import a file">
        <div className="flex flex-col gap-3">
          <div>
            <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-slate-800">
              Catalogue file for {brandName(brand)} (.json)
            </label>
            <input
              id={inputId}
              type="file"
              accept=".json,application/json"
              onChange={(event) => void onChoose(event)}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold hover:file:bg-slate-100"
            />
            <p className="mt-1 text-xs text-slate-600">
              The dry run starts as soon as a file is chosen and writes nothing. Sections the file leaves out stay as they are.
            </p>
          </div>
          {readError ? <ErrorAlert title="This file cannot be used">{readError}</ErrorAlert> : null}
          {dryRun.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              Checking {file?.name}…
            </p>
          ) : null}
          {dryRun.isError ? <ErrorAlert title="The dry run failed">{errorMessage(dryRun.error)}</ErrorAlert> : null}
          {applied ? (
            <Notice>
              {applied.applied
                ? `Applied ${applied.file}: ${countOf(applied.rows.length, 'change')} written to ${brandName(brand)}. The storefront shows them within seconds.`
                : `${applied.file} matched the store already: nothing was written.`}
            </Notice>
          ) : null}
        </div>
      </Section>
      {plan && file ? (
        <div className="col-span-2">
          <PlanSection
            plan={plan}
            file={file}
            stale={stale}
            onApply={() => {
              apply.reset();
              setConfirming(true);
            }}
            onRerun={() => {
              apply.reset();
              dryRun.mutate(file);
            }}
          />
        </div>
      ) : null}
      {plan?.valid && file ? (
        <AppDialog
          open={confirming}
          onOpenChange={(open) => !apply.isPending && setConfirming(open)}
          title={`Apply ${file.name} to ${brandName(brand)}?`}
          description="Everything below is written in one go and shows on the storefront within seconds. To undo it, import a file you downloaded before."
        >
          <ul className="mb-4 list-disc pl-5 text-sm">
            {planSummary(plan.rows).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {apply.isError ? (
            <div className="mb-4">
              <ErrorAlert title="Nothing was applied">{errorMessage(apply.error)}</ErrorAlert>
            </div>
          ) : null}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button disabled={apply.isPending}>Cancel</Button>
            </DialogClose>
            {stale ? (
              <Button
                variant="primary"
                onClick={() => {
                  setConfirming(false);
                  apply.reset();
                  dryRun.mutate(file);
                }}
              >
                Run the dry run again
              </Button>
            ) : (
              <Button
                variant="primary"
                pending={apply.isPending}
                onClick={() => apply.mutate({ chosen: file, planHash: plan.planHash })}
              >
                Apply {countOf(plan.rows.length, 'change')}
              </Button>
            )}
          </div>
        </AppDialog>
      ) : null}
    </>
  );
}

/** The dry run's answer: the file's problems with their paths, or the plan row by row with the Apply button. */
function PlanSection({
  plan,
  file,
  stale,
  onApply,
  onRerun,
}: {
  plan: CatalogDryRun;
  file: ChosenFile;
  stale: boolean;
  onApply: () => void;
  onRerun: () => void;
}) {
  if (!plan.valid)
    return (
      <Section title={`Dry run: ${file.name}`}>
        <div className="flex flex-col gap-3">
          <ErrorAlert title={`${countOf(plan.issues.length, 'problem')} in the file`}>
            Nothing can be imported until each one is fixed. Fix them in the file and choose it again.
          </ErrorAlert>
          <IssuesTable issues={plan.issues} />
        </div>
      </Section>
    );
  const actions =
    plan.rows.length > 0 ? (
      <div className="flex gap-2">
        <Button onClick={onRerun}>Run again</Button>
        <Button variant="primary" onClick={onApply}>
          Apply…
        </Button>
      </div>
    ) : null;
  return (
    <Section title={`Dry run: ${file.name}`} actions={actions}>
      {plan.rows.length === 0 ? (
        <Notice>No changes: {brandName(plan.brand)} already holds exactly this file.</Notice>
      ) : (
        <div className="flex flex-col gap-3">
          {stale ? (
            <ErrorAlert title="The catalogue changed since this dry run">
              Run the dry run again to see the plan as it is now.
            </ErrorAlert>
          ) : null}
          <ul className="flex flex-wrap gap-2 text-sm" aria-label="Summary">
            {planSummary(plan.rows).map((line) => (
              <li key={line} className="rounded-md bg-slate-100 px-2 py-1 font-medium">
                {line}
              </li>
            ))}
          </ul>
          <PlanTable rows={plan.rows} />
        </div>
      )}
    </Section>
  );
}

const planFeatures = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel(), sortFns: { text: sortFn_text } });
const planColumn = createColumnHelper<typeof planFeatures, CatalogPlanRow>();
const planColumns = planColumn.columns([
  planColumn.accessor('section', {
    header: ({ column }) => <SortHeader column={column}>Section</SortHeader>,
    sortFn: 'text',
    cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
  }),
  planColumn.accessor('key', {
    header: ({ column }) => <SortHeader column={column}>Key</SortHeader>,
    sortFn: 'text',
    cell: ({ getValue }) => <span className="font-mono text-xs [overflow-wrap:anywhere]">{getValue()}</span>,
  }),
  planColumn.accessor('change', {
    header: ({ column }) => <SortHeader column={column}>Change</SortHeader>,
    sortFn: 'text',
    cell: ({ getValue }) => <Badge tone={CHANGE_LABELS[getValue()].tone}>{CHANGE_LABELS[getValue()].label}</Badge>,
  }),
  planColumn.display({
    id: 'fields',
    header: 'What changes',
    cell: ({ row }) => <span className="font-mono text-xs [overflow-wrap:anywhere]">{changeDetail(row.original)}</span>,
  }),
]);

function PlanTable({ rows }: { rows: CatalogPlanRow[] }) {
  const table = useTable({
    features: planFeatures,
    columns: planColumns,
    data: rows,
    getRowId: (row) => `${row.section}:${row.key}:${row.change}`,
  });
  return <DataTable table={table} label="Planned changes" dense />;
}

const issueFeatures = tableFeatures({});
const issueColumn = createColumnHelper<typeof issueFeatures, { path: string; message: string }>();
const issueColumns = issueColumn.columns([
  issueColumn.accessor('path', {
    header: 'Where',
    cell: ({ getValue }) => <span className="font-mono text-xs [overflow-wrap:anywhere]">{getValue()}</span>,
  }),
  issueColumn.accessor('message', { header: 'Problem' }),
]);

function IssuesTable({ issues }: { issues: Array<{ path: string; message: string }> }) {
  const table = useTable({
    features: issueFeatures,
    columns: issueColumns,
    data: issues,
    getRowId: (_row, index) => String(index),
  });
  return <DataTable table={table} label="Problems in the file" dense />;
}
