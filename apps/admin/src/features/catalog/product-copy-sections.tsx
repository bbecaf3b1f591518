import { useState } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { PRODUCT_GROUPS } from '@store/core/product';
import { Button } from '../../components/ui/button';
import { INPUT_CLASS, TextAreaField, TextField } from '../../components/ui/field';
import { Section } from '../../components/ui/section';
import type { CatalogProductDetail } from '../../lib/api/catalog';
import { GROUP_LABELS } from './catalog-labels';
import { errorAt, type ProductFormValues } from './product-form-model';
import { OffersPanel } from './upsells/offers-panel';

interface Props {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  readOnly: boolean;
}

/** What shoppers read: title, summary, description, highlights, and the product's group and markers. */
export function CopySection({ register, errors, readOnly }: Props) {
  return (
    <Section title="Copy">
      <div className="grid grid-cols-2 gap-x-6 gap-y-1">
        <TextField label="Title" readOnly={readOnly} error={errorAt(errors, 'doc.title')} {...register('doc.title')} />
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          Group
          <select disabled={readOnly} className={INPUT_CLASS} {...register('doc.attributes.group')}>
            {PRODUCT_GROUPS.map((g) => (
              <option key={g} value={g}>
                {GROUP_LABELS[g]}
              </option>
            ))}
          </select>
        </label>
        <TextAreaField
          label="Summary"
          className="col-span-2"
          rows={2}
          readOnly={readOnly}
          error={errorAt(errors, 'doc.content.summary')}
          {...register('doc.content.summary')}
        />
        <TextAreaField
          label="Description"
          className="col-span-2"
          rows={5}
          readOnly={readOnly}
          error={errorAt(errors, 'doc.content.description')}
          {...register('doc.content.description')}
        />
        <TextAreaField
          label="Highlights"
          hint="One a line"
          rows={4}
          readOnly={readOnly}
          error={errorAt(errors, 'highlights')}
          {...register('highlights')}
        />
        <TextField
          label="Markers"
          hint="Comma separated: bestseller, new, soft-good, white-glove-eligible…"
          readOnly={readOnly}
          error={errorAt(errors, 'markers')}
          {...register('markers')}
        />
      </div>
    </Section>
  );
}

/** Products offered alongside (related), and the upsell offers and gifts around this product (edited in their own dialogs, saved at once). */
export function RelatedSection({
  control,
  errors,
  readOnly,
  setValue,
  detail,
}: Props & { setValue: UseFormSetValue<ProductFormValues>; detail: CatalogProductDetail }) {
  const related = useWatch({ control, name: 'doc.content.relatedProducts' });
  const [adding, setAdding] = useState('');
  const titleOf = (id: string) => detail.others.find((o) => o.id === id)?.title ?? id;
  const choices = detail.others.filter((o) => !related.includes(o.id));
  const set = (next: string[]) => setValue('doc.content.relatedProducts', next, { shouldDirty: true });
  return (
    <Section title="Related products, upsells and gifts">
      <div className="grid grid-cols-2 gap-6">
        <div>
          <h3 className="mb-2 text-sm font-bold">Related products</h3>
          <p className="mb-2 text-xs text-slate-600">Offered alongside this product, in this order.</p>
          <ol className="mb-3 flex flex-col gap-1 text-sm" aria-label="Related products">
            {related.length === 0 ? <li className="text-slate-600">None.</li> : null}
            {related.map((id, i) => (
              <li key={id} className="flex items-center justify-between gap-2 rounded border border-slate-200 px-2 py-1">
                <span>
                  {titleOf(id)} <span className="font-mono text-xs text-slate-600">{id}</span>
                  {errorAt(errors, `doc.content.relatedProducts.${i}`) ? (
                    <span className="block text-xs font-semibold text-red-700">
                      {errorAt(errors, `doc.content.relatedProducts.${i}`)}
                    </span>
                  ) : null}
                </span>
                {readOnly ? null : (
                  <span className="flex gap-1">
                    <Button
                      variant="ghost"
                      aria-label={`Move ${id} up`}
                      disabled={i === 0}
                      onClick={() => set(swap(related, i, i - 1))}
                    >
                      ↑
                    </Button>
                    <Button variant="ghost" aria-label={`Remove ${id}`} onClick={() => set(related.filter((r) => r !== id))}>
                      Remove
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ol>
          {readOnly ? null : (
            <div className="flex items-end gap-2">
              <label className="flex flex-1 flex-col gap-1 text-sm font-semibold">
                Add a related product
                <select className={INPUT_CLASS} value={adding} onChange={(e) => setAdding(e.target.value)}>
                  <option value="">Choose…</option>
                  {choices.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.title} ({o.id})
                    </option>
                  ))}
                </select>
              </label>
              <Button
                disabled={adding === ''}
                onClick={() => {
                  set([...related, adding]);
                  setAdding('');
                }}
              >
                Add
              </Button>
            </div>
          )}
        </div>
        <OffersPanel detail={detail} readOnly={readOnly} />
      </div>
    </Section>
  );
}

function swap(list: string[], a: number, b: number): string[] {
  const next = [...list];
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
}
