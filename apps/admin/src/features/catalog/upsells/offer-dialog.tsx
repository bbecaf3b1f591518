import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { PRODUCT_GROUPS } from '@store/core/product';
import { UPSELL_KINDS, UPSELL_TYPES, upsellItemSchema, type UpsellItem } from '@store/core/upsell';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { AppDialog, DialogClose } from '../../../components/ui/dialog';
import { FieldFrame, INPUT_CLASS, TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api/client';
import { createUpsell, saveUpsell, UpsellSaveError } from '../../../lib/api/upsells';
import { GROUP_LABELS } from '../catalog-labels';
import { errorAt } from '../product-form-model';
import { withProduct, type AddableProduct } from './offer-model';

/** The fields the dialog shows with their own error line. */
const SHOWN = new Set([
  'name',
  'productId',
  'kind',
  'type',
  'discount',
  'quantity',
  'sellsWith',
  'shortTitle',
  'longTitle',
  'shortDescription',
  'longDescription',
  'dataV2',
]);

/** Adding starts from a prepared offer; editing names the offer and the version it was read at. */
export type OfferDialogMode = { kind: 'add'; start: UpsellItem } | { kind: 'edit'; offer: UpsellItem; version: string };

interface Props {
  brand: string;
  mode: OfferDialogMode;
  products: readonly AddableProduct[];
  /** The brand's other offer names, for "cannot be taken with". */
  otherNames: readonly string[];
  onClose: () => void;
}

/**
 * One upsell offer or gift: what it adds, its price with the product (percent off, 100 = free), which product groups
 * it is offered with, how many units, what it cannot be combined with, and its card's texts. The core schema checks
 * before sending; the server's whole-section check lands on the same field names.
 */
export function OfferDialog({ brand, mode, products, otherNames, onClose }: Props) {
  const initial = mode.kind === 'add' ? mode.start : mode.offer;
  // A checkbox group gives an array only when its default is one: "none excluded" starts as [] (and is sent as absent).
  const form = useForm<UpsellItem>({
    defaultValues: { ...initial, excludes: initial.excludes ?? [] },
    resolver: zodResolver(upsellItemSchema),
  });
  const { register, handleSubmit, formState, setError, setValue, control, getValues } = form;
  const errors = formState.errors;
  const productId = useWatch({ control, name: 'productId' });
  const client = useQueryClient();
  const notify = useToast();
  const save = useMutation({
    mutationFn: (offer: UpsellItem) =>
      mode.kind === 'add' ? createUpsell(brand, offer) : saveUpsell(brand, mode.offer.name, mode.version, offer),
    onSuccess: async (saved, offer) => {
      notify({
        title: mode.kind === 'add' ? 'Offer added' : saved.changed ? 'Offer saved' : 'Nothing to save',
        description: `${offer.shortTitle} (${offer.name}) is on the storefront within seconds.`,
      });
      await client.invalidateQueries({ queryKey: ['catalog'] });
      onClose();
    },
    onError: (error) => {
      if (error instanceof UpsellSaveError)
        for (const problem of error.fieldErrors)
          if (problem.field) setError(problem.field as keyof UpsellItem, { message: problem.message });
    },
  });
  const unplaced =
    save.error instanceof UpsellSaveError
      ? save.error.fieldErrors.filter((e) => !e.field || !errorAt(errors, e.field)).map((e) => `${e.path}: ${e.message}`)
      : [];
  const problem = save.error && !(save.error instanceof UpsellSaveError) ? errorMessage(save.error) : null;
  // A problem in a field the dialog does not show (an image, a card display field) is named here, never swallowed.
  const hidden = Object.keys(errors)
    .filter((key) => !SHOWN.has(key))
    .map((key) => `${key}: ${JSON.stringify(errors[key as keyof UpsellItem]?.message ?? 'is not valid')}`);
  const title = mode.kind === 'add' ? 'Add an upsell offer or gift' : `Edit the offer ${mode.offer.name}`;
  return (
    <AppDialog
      open
      wide
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description="A row of the catalogue's upsells section, checked as a catalogue file import checks it. Images and the card's display fields are kept as they are."
    >
      <form
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          // The dialog sits inside the product form in React's tree: its submit must not save the product too.
          e.stopPropagation();
          void handleSubmit((offer) => save.mutate(withoutEmptyExcludes(offer, initial)))(e);
        }}
        className="flex flex-col gap-1"
      >
        <div className="grid grid-cols-2 gap-x-6 gap-y-1">
          <TextField
            label="Name"
            hint="Its key: lowercase words joined by -"
            readOnly={mode.kind === 'edit'}
            error={errorAt(errors, 'name')}
            {...register('name')}
          />
          <FieldFrame label="Product it adds" error={errorAt(errors, 'productId')} hint={`Sku ${getValues('sku')}`}>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                className={INPUT_CLASS}
                value={productId}
                onChange={(e) => {
                  const product = products.find((p) => p.id === e.target.value);
                  if (!product) return;
                  const next = withProduct(getValues(), product);
                  for (const key of ['productId', 'sku', 'fallbackSku'] as const) setValue(key, next[key], { shouldDirty: true });
                }}
              >
                {products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title} ({p.id})
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <Choice label="Kind" error={errorAt(errors, 'kind')} options={UPSELL_KINDS} {...register('kind')} />
          <Choice label="Price type" error={errorAt(errors, 'type')} options={UPSELL_TYPES} {...register('type')} />
          <TextField
            label="Discount (%)"
            hint="Percent off with a product of the groups below; 100 makes it a gift"
            type="number"
            inputMode="numeric"
            error={errorAt(errors, 'discount')}
            {...register('discount', { valueAsNumber: true })}
          />
          <TextField
            label="Units per product"
            hint="Empty for 1; free pillows come as a pair"
            type="number"
            inputMode="numeric"
            error={errorAt(errors, 'quantity')}
            {...register('quantity', {
              setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
            })}
          />
        </div>
        <fieldset className="mt-2">
          <legend className="text-sm font-semibold text-slate-800">Offered with</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {PRODUCT_GROUPS.map((group) => (
              <label key={group} className="flex items-center gap-1 text-sm">
                <input type="checkbox" value={group} {...register('sellsWith')} /> {GROUP_LABELS[group]}
              </label>
            ))}
          </div>
          {errorAt(errors, 'sellsWith') ? <p className="text-sm text-red-800">{errorAt(errors, 'sellsWith')}</p> : null}
        </fieldset>
        <fieldset className="mt-2">
          <legend className="text-sm font-semibold text-slate-800">Cannot be taken with</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {otherNames.length === 0 ? <span className="text-sm text-slate-600">No other offers.</span> : null}
            {otherNames.map((name) => (
              <label key={name} className="flex items-center gap-1 font-mono text-xs">
                <input type="checkbox" value={name} {...register('excludes')} /> {name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-2 flex gap-6 text-sm">
          <label className="flex items-center gap-1">
            <input type="checkbox" {...register('preselected')} /> Ticked when shown
          </label>
          <label className="flex items-center gap-1">
            <input type="checkbox" {...register('isNotSaleAble')} /> Only with a product (not sold alone)
          </label>
        </div>
        <div className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1">
          <TextField label="Short title" error={errorAt(errors, 'shortTitle')} {...register('shortTitle')} />
          <TextField label="Long title" error={errorAt(errors, 'longTitle')} {...register('longTitle')} />
          <TextField label="Short description" error={errorAt(errors, 'shortDescription')} {...register('shortDescription')} />
          <TextField
            label="Card badge"
            hint="The word on the offer's card (50% off, Free gift): say the discount"
            error={errorAt(errors, 'dataV2.labelData.label')}
            {...register('dataV2.labelData.label')}
          />
          <TextAreaField
            label="Long description"
            className="col-span-2"
            rows={2}
            error={errorAt(errors, 'longDescription')}
            {...register('longDescription')}
          />
        </div>
        {unplaced.length > 0 || hidden.length > 0 || problem ? (
          <ErrorAlert title="Not saved">
            {[...unplaced, ...hidden, ...(problem ? [problem] : [])].map((p) => (
              <span key={p} className="block">
                {p}
              </span>
            ))}
          </ErrorAlert>
        ) : null}
        <div className="mt-3 flex justify-end gap-2">
          <DialogClose asChild>
            <Button>Cancel</Button>
          </DialogClose>
          <Button type="submit" variant="primary" pending={save.isPending}>
            {mode.kind === 'add' ? 'Add offer' : 'Save offer'}
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}

function Choice({
  label,
  error,
  options,
  ...select
}: { label: string; error: string | undefined; options: readonly string[] } & React.ComponentProps<'select'>) {
  return (
    <FieldFrame label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <select id={id} aria-describedby={describedBy} aria-invalid={invalid} className={INPUT_CLASS} {...select}>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** No ticked exclusion on an offer that had none stays "none" (absent), so an untouched offer saves as it was. */
function withoutEmptyExcludes(offer: UpsellItem, initial: UpsellItem): UpsellItem {
  if (initial.excludes !== undefined || (offer.excludes ?? []).length > 0) return offer;
  const { excludes: _none, ...rest } = offer;
  return rest;
}
