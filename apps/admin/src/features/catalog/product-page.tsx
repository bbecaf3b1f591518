import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { Product } from '@store/core/product';
import { ErrorAlert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { PageHeader, Section } from '../../components/ui/section';
import { useToast } from '../../components/ui/toast';
import { meQuery } from '../../lib/api/auth';
import {
  CatalogSaveError,
  catalogProductQuery,
  saveProduct,
  type CatalogProductDetail,
  type ProductFieldError,
} from '../../lib/api/catalog';
import { ApiError, errorMessage } from '../../lib/api/client';
import { brandName } from '../../lib/labels';
import { may } from '../../lib/permissions';
import { ProductPhotos } from '../photos/product-photos';
import { GROUP_LABELS } from './catalog-labels';
import { DuplicateProductDialog } from './duplicate-product-dialog';
import { CopySection, RelatedSection } from './product-copy-sections';
import {
  checkDocument,
  documentOf,
  formFieldOf,
  parseJsonDocument,
  toFormValues,
  type ProductFormValues,
} from './product-form-model';
import { PricesSection, VariantsSection } from './product-variants-section';

const route = getRouteApi('/_app/catalog/$brand/$productId');

/** A product of the catalogue: its editor (or, for a role that only reads, the same page read only) and its photos. */
export function ProductPage() {
  const { brand, productId } = route.useParams();
  const query = useQuery(catalogProductQuery(brand, productId));
  if (query.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the product…
      </p>
    );
  if (query.isError)
    return (
      <div className="flex flex-col gap-3">
        <BackLink />
        <ErrorAlert title="The product could not load">{errorMessage(query.error)}</ErrorAlert>
      </div>
    );
  // Keyed by version: a reload after someone else's change starts the form again from the stored document.
  return <ProductEditor key={query.data.version} detail={query.data} />;
}

function BackLink() {
  return (
    <Link to="/catalog" className="text-accent text-sm font-semibold underline">
      ← Catalogue
    </Link>
  );
}

type Problem = { path: string; message: string };

function ProductEditor({ detail }: { detail: CatalogProductDetail }) {
  const { data: me } = useSuspenseQuery(meQuery);
  const readOnly = !may(me, 'catalog.edit');
  const client = useQueryClient();
  const notify = useToast();
  const { brand, product } = detail;
  const form = useForm<ProductFormValues>({ defaultValues: toFormValues(product) });
  const { register, control, setValue, setError, clearErrors, formState, handleSubmit, getValues } = form;
  const [mode, setMode] = useState<'form' | 'json'>('form');
  const [json, setJson] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [stale, setStale] = useState<string | null>(null);
  const [duplicating, setDuplicating] = useState(false);
  const queryKey = catalogProductQuery(brand, product.id).queryKey;

  const showProblems = (errors: ProductFieldError[]) => {
    setProblems(
      errors.map((e) => ({
        path: e.productId && e.productId !== product.id ? `${e.productId}: ${e.path}` : e.path,
        message: e.message,
      })),
    );
    for (const e of errors)
      if (e.productId === product.id || e.productId === '')
        setError(formFieldOf(e.field) as 'doc', { type: 'server', message: e.message });
  };

  const save = useMutation({
    mutationFn: (doc: Product) => saveProduct(brand, product.id, detail.version, doc),
    onSuccess: async (saved) => {
      setProblems([]);
      const repriced = saved.repriced.length > 0 ? ` Bundle pages priced anew from it: ${saved.repriced.join(', ')}.` : '';
      notify({
        title: saved.changed ? 'Product saved' : 'Nothing to save',
        description: saved.changed ? `The storefront shows it now.${repriced}` : undefined,
      });
      await client.invalidateQueries({ queryKey: ['catalog'] });
    },
    onError: (error) => {
      if (error instanceof CatalogSaveError) return showProblems(error.fieldErrors);
      if (error instanceof ApiError && error.status === 409) return setStale(error.message);
      setProblems([{ path: '(save)', message: errorMessage(error) }]);
    },
  });

  const submitDocument = (doc: unknown) => {
    clearErrors();
    setStale(null);
    const errors = checkDocument(doc, product.id);
    if (errors.length > 0) return showProblems(errors);
    setProblems([]);
    save.mutate(doc as Product);
  };
  // A problem named on the last try is cleared first: one on a field the form does not register would otherwise keep
  // react-hook-form from submitting again.
  const onSubmit = (event: FormEvent) => {
    clearErrors();
    return handleSubmit((values) => submitDocument(documentOf(values)))(event);
  };
  const onSaveJson = () => {
    const parsed = parseJsonDocument(json);
    if (!parsed.ok) return setProblems([{ path: '(JSON)', message: parsed.message }]);
    submitDocument(parsed.value);
  };
  const toJson = () => {
    setJson(JSON.stringify(documentOf(getValues()), null, 2));
    setMode('json');
  };
  const toForm = () => {
    const parsed = parseJsonDocument(json);
    if (!parsed.ok) return setProblems([{ path: '(JSON)', message: parsed.message }]);
    const errors = checkDocument(parsed.value, product.id);
    if (errors.length > 0) return showProblems(errors);
    form.reset(toFormValues(parsed.value as Product), { keepDefaultValues: true });
    setProblems([]);
    setMode('form');
  };
  // The stored product comes back with a new version, and the editor starts again from it (keyed by version).
  const reload = async () => {
    await client.invalidateQueries({ queryKey });
    setStale(null);
  };

  return (
    <div className="flex flex-col gap-4 pb-24">
      <BackLink />
      <PageHeader
        title={
          <span>
            {product.title} <span className="align-middle text-base font-normal text-slate-600">· {brandName(brand)}</span>
          </span>
        }
      >
        <Badge tone="neutral">{GROUP_LABELS[product.attributes.group]}</Badge>
        <span className="font-mono text-xs text-slate-600">
          {product.id} · version {detail.version.slice(0, 8)}
        </span>
        {readOnly ? null : <Button onClick={() => setDuplicating(true)}>Duplicate as a new product</Button>}
      </PageHeader>
      {duplicating ? <DuplicateProductDialog brand={brand} product={product} open onOpenChange={setDuplicating} /> : null}
      {readOnly ? <p className="text-sm text-slate-600">Read only: your role does not change the catalogue.</p> : null}
      {stale ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p>{stale}</p>
          <Button variant="primary" onClick={() => void reload()}>
            Reload the product
          </Button>
        </div>
      ) : null}
      {problems.length > 0 ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">Not saved: {problems.length === 1 ? 'one problem' : `${problems.length} problems`}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p, i) => (
              <li key={i}>
                <span className="font-mono text-xs">{p.path}</span>: {p.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div role="tablist" aria-label="Edit as" className="flex gap-2">
        <Button
          role="tab"
          aria-selected={mode === 'form'}
          variant={mode === 'form' ? 'primary' : 'secondary'}
          onClick={mode === 'form' ? undefined : toForm}
        >
          Fields
        </Button>
        <Button
          role="tab"
          aria-selected={mode === 'json'}
          variant={mode === 'json' ? 'primary' : 'secondary'}
          onClick={mode === 'json' ? undefined : toJson}
        >
          Whole document (JSON)
        </Button>
      </div>
      {mode === 'form' ? (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4" aria-label="Product">
          <CopySection control={control} register={register} errors={formState.errors} readOnly={readOnly} />
          <PricesSection
            control={control}
            register={register}
            errors={formState.errors}
            currency={detail.currency}
            readOnly={readOnly}
          />
          <VariantsSection
            control={control}
            register={register}
            errors={formState.errors}
            currency={detail.currency}
            readOnly={readOnly}
          />
          <RelatedSection
            control={control}
            register={register}
            errors={formState.errors}
            readOnly={readOnly}
            setValue={setValue}
            detail={detail}
          />
          {readOnly ? null : <SaveBar pending={save.isPending} dirty={formState.isDirty} />}
        </form>
      ) : (
        <Section title="Whole document (JSON)">
          <p className="mb-2 text-sm text-slate-600">
            The product exactly as the catalogue file holds it: every field, including images, parcels, size guide, collections
            and bundle parts. It is checked as an import checks it; each problem names its path.
          </p>
          <textarea
            aria-label="Product document as JSON"
            spellCheck={false}
            readOnly={readOnly}
            className="h-[32rem] w-full rounded-md border border-slate-300 p-3 font-mono text-xs"
            value={json}
            onChange={(e) => setJson(e.target.value)}
          />
          {readOnly ? null : (
            <div className="mt-3 flex justify-end">
              <Button variant="primary" pending={save.isPending} onClick={onSaveJson}>
                Save the document
              </Button>
            </div>
          )}
        </Section>
      )}
      <Section title="Photos">
        <ProductPhotos brand={brand} productId={product.id} />
      </Section>
    </div>
  );
}

function SaveBar({ pending, dirty }: { pending: boolean; dirty: boolean }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-1 flex items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3">
      <span className="text-sm text-slate-600">{dirty ? 'Unsaved changes' : 'No changes yet'}</span>
      <Button type="submit" variant="primary" pending={pending}>
        Save product
      </Button>
    </div>
  );
}
