import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { COUPON_STACKING } from '@store/core/cart/coupon-rule';
import { PRODUCT_GROUPS } from '@store/core/product';
import { TextField } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { catalogProductsQuery } from '../../lib/api/catalog';
import { GROUP_LABELS } from '../catalog/catalog-labels';
import type { CouponFormValues } from './coupon-form';
import { STACKING_LABELS } from './coupon-labels';

interface CouponFieldsProps {
  form: UseFormReturn<CouponFormValues, unknown, unknown>;
  brand: string;
  currency: string;
  /** The code can no longer change (an order used it). */
  codeLocked: boolean;
}

const KIND_OPTIONS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'fixed', label: 'Amount off' },
];
const STACKING_OPTIONS = COUPON_STACKING.map((s) => ({ value: s, label: STACKING_LABELS[s] }));

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-bold text-slate-900">{title}</legend>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">{children}</div>
    </fieldset>
  );
}

/** The coupon's rules as fields: the discount, what it covers, when it runs and how often it may be used. */
export function CouponFields({ form, brand, currency, codeLocked }: CouponFieldsProps) {
  const { register, control, watch, formState } = form;
  const errors = formState.errors;
  const kind = watch('kind');
  return (
    <div className="flex flex-col gap-4">
      <Group title="Discount">
        <TextField
          label="Code"
          {...register('code')}
          error={errors.code?.message}
          readOnly={codeLocked}
          hint={codeLocked ? 'Used in an order: the code can no longer change' : 'Shoppers type it in any case'}
          autoComplete="off"
          spellCheck={false}
        />
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <SelectField
              label="Kind"
              value={field.value}
              onValueChange={field.onChange}
              options={KIND_OPTIONS}
              name={field.name}
            />
          )}
        />
        <TextField
          label={kind === 'percent' ? 'Percent off' : `Amount off (${currency})`}
          inputMode="decimal"
          {...register('value')}
          error={errors.value?.message}
          hint={kind === 'percent' ? '1 to 100' : 'e.g. 50.00'}
        />
        <TextField
          label={`Minimum subtotal (${currency})`}
          inputMode="decimal"
          {...register('minSubtotal')}
          error={errors.minSubtotal?.message}
          hint="Blank for none"
        />
        <TextField
          label={`Most off one cart (${currency})`}
          inputMode="decimal"
          {...register('maxDiscount')}
          error={errors.maxDiscount?.message}
          hint="Blank for no cap"
        />
        <Controller
          control={control}
          name="stacking"
          render={({ field }) => (
            <SelectField
              label="Combines with"
              value={field.value}
              onValueChange={field.onChange}
              options={STACKING_OPTIONS}
              name={field.name}
              hint="A cart holds one coupon at a time"
            />
          )}
        />
      </Group>
      <fieldset className="rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-bold text-slate-900">What it covers</legend>
        <p className="mb-2 text-sm text-slate-600">
          Nothing chosen: every line. Otherwise the lines of the chosen groups and products.
        </p>
        <Controller
          control={control}
          name="appliesTo"
          render={({ field }) => (
            <div role="group" aria-label="Product groups" className="mb-3 flex flex-wrap gap-x-4 gap-y-1">
              {PRODUCT_GROUPS.map((group) => (
                <label key={group} className="flex items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    checked={field.value.includes(group)}
                    onChange={(e) =>
                      field.onChange(e.target.checked ? [...field.value, group] : field.value.filter((g) => g !== group))
                    }
                  />
                  {GROUP_LABELS[group]}
                </label>
              ))}
            </div>
          )}
        />
        <Controller
          control={control}
          name="products"
          render={({ field }) => (
            <ProductPicker brand={brand} value={field.value} onChange={field.onChange} error={errors.products?.message} />
          )}
        />
        <div className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-3">
          <TextField
            label="Units covered"
            inputMode="numeric"
            {...register('maxUnits')}
            error={errors.maxUnits?.message}
            hint="The dearest first; blank for all"
          />
        </div>
      </fieldset>
      <Group title="When and how often">
        <TextField
          label="Starts"
          type="datetime-local"
          {...register('startsAt')}
          error={errors.startsAt?.message}
          hint="Blank: at once"
        />
        <TextField
          label="Ends"
          type="datetime-local"
          {...register('expiresAt')}
          error={errors.expiresAt?.message}
          hint="Blank: never"
        />
        <div />
        <TextField
          label="Uses in total"
          inputMode="numeric"
          {...register('maxRedemptions')}
          error={errors.maxRedemptions?.message}
          hint="Blank for no limit"
        />
        <TextField
          label="Uses per shopper"
          inputMode="numeric"
          {...register('maxPerShopper')}
          error={errors.maxPerShopper?.message}
          hint="Paid orders per email or account; blank for no limit"
        />
        <div className="flex flex-col gap-2 pt-6 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" {...register('keepWhenZero')} /> Stays on a cart while it gives nothing
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" {...register('returningCustomerOnly')} /> Returning customers only
          </label>
        </div>
      </Group>
    </div>
  );
}

/** Products of the brand to choose from, searchable; the chosen ones stay listed above the search. */
function ProductPicker({
  brand,
  value,
  onChange,
  error,
}: {
  brand: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const query = useQuery(catalogProductsQuery({ brand, q: q || undefined }));
  const found = (query.data?.products ?? []).filter((p) => !value.includes(p.id)).slice(0, 8);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2" aria-label="Chosen products" role="list">
        <span className="text-sm font-semibold text-slate-800">Products:</span>
        {value.length === 0 ? <span className="text-sm text-slate-600">none chosen</span> : null}
        {value.map((id) => (
          <span
            role="listitem"
            key={id}
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 font-mono text-xs"
          >
            {id}
            <button
              type="button"
              aria-label={`Remove ${id}`}
              className="text-slate-500 hover:text-red-700"
              onClick={() => onChange(value.filter((v) => v !== id))}
            >
              ✕
            </button>
          </span>
        ))}
      </div>
      <TextField
        label="Find a product to add"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Title, id or sku"
        error={error}
        className="max-w-md"
      />
      {q ? (
        <ul className="max-w-md divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Products found">
          {found.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-600">{query.isPending ? 'Looking…' : 'No product found'}</li>
          ) : null}
          {found.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm">
              <span>
                {p.title} <span className="font-mono text-xs text-slate-600">{p.id}</span>
              </span>
              <button
                type="button"
                className="text-accent font-semibold underline"
                onClick={() => onChange([...value, p.id])}
                aria-label={`Add ${p.title}`}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
