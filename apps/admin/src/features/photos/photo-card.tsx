import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ErrorAlert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { AppDialog, DialogClose } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { SelectField, type SelectOption } from '../../components/ui/select-field';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api/client';
import { deletePhoto, editPhoto, photoThumb, type AdminPhoto } from '../../lib/api/photos';
import { ALL_COLOURS, colorOf, photoFieldsSchema, sizeText, type PhotoFieldValues } from './photo-form';

interface PhotoCardProps {
  brand: string;
  photo: AdminPhoto;
  index: number;
  count: number;
  colorOptions: readonly SelectOption[];
  canEdit: boolean;
  moving: boolean;
  onMove: (index: number, step: -1 | 1) => void;
  onChanged: () => Promise<void>;
}

/** One photo: its thumbnail and facts, and (with catalog.edit) its alt text and colour, its place, and delete. */
export function PhotoCard({ brand, photo, index, count, colorOptions, canEdit, moving, onMove, onChanged }: PhotoCardProps) {
  const colorLabel =
    photo.color === null ? 'All colours' : (colorOptions.find((o) => o.value === photo.color)?.label ?? photo.color);
  return (
    <li
      className="flex gap-4 rounded-lg border border-slate-200 p-3"
      data-testid="photo-card"
      aria-label={`Photo ${index + 1}: ${photo.alt}`}
    >
      <img
        src={photoThumb(photo, 400)}
        alt={photo.alt}
        width={160}
        height={Math.round((160 * photo.height) / photo.width)}
        loading="lazy"
        className="h-auto w-40 shrink-0 rounded border border-slate-200 bg-slate-100 object-contain"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span className="font-semibold text-slate-900">#{index + 1}</span>
          <Badge tone={photo.color === null ? 'neutral' : 'info'}>{colorLabel}</Badge>
          <span>
            {photo.width} × {photo.height} px · {sizeText(photo.bytes)} · {photo.contentType.replace('image/', '').toUpperCase()}
          </span>
        </div>
        {canEdit ? (
          <PhotoEditForm brand={brand} photo={photo} colorOptions={colorOptions} onChanged={onChanged} />
        ) : (
          <p className="text-sm">{photo.alt}</p>
        )}
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button disabled={index === 0 || moving} onClick={() => onMove(index, -1)} aria-label={`Move photo ${index + 1} up`}>
              ↑ Up
            </Button>
            <Button
              disabled={index === count - 1 || moving}
              onClick={() => onMove(index, 1)}
              aria-label={`Move photo ${index + 1} down`}
            >
              ↓ Down
            </Button>
            <DeletePhotoButton brand={brand} photo={photo} index={index} onChanged={onChanged} />
          </div>
        ) : null}
      </div>
    </li>
  );
}

function PhotoEditForm({
  brand,
  photo,
  colorOptions,
  onChanged,
}: {
  brand: string;
  photo: AdminPhoto;
  colorOptions: readonly SelectOption[];
  onChanged: () => Promise<void>;
}) {
  const notify = useToast();
  const form = useForm<PhotoFieldValues>({
    resolver: zodResolver(photoFieldsSchema),
    values: { alt: photo.alt, color: photo.color ?? ALL_COLOURS },
  });
  const mutation = useMutation({
    mutationFn: (values: PhotoFieldValues) =>
      editPhoto(brand, photo.productId, photo.id, {
        alt: values.alt.trim(),
        color: colorOf(values.color),
        version: photo.version,
      }),
    onSuccess: async () => {
      notify({ title: 'Photo saved' });
      await onChanged();
    },
  });
  return (
    <form
      noValidate
      aria-label={`Alt text and colour of photo ${photo.position + 1}`}
      className="grid grid-cols-1 items-start gap-2 md:grid-cols-[2fr_1fr_auto]"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      {mutation.isError ? (
        <div className="md:col-span-3">
          <ErrorAlert title="The photo was not saved">{errorMessage(mutation.error)}</ErrorAlert>
        </div>
      ) : null}
      <TextField label="Alt text" error={form.formState.errors.alt?.message} {...form.register('alt')} />
      {colorOptions.length > 1 ? (
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            <SelectField
              label="Colour"
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={colorOptions}
            />
          )}
        />
      ) : (
        <span />
      )}
      <Button type="submit" className="mt-6" pending={mutation.isPending} disabled={!form.formState.isDirty}>
        Save
      </Button>
    </form>
  );
}

function DeletePhotoButton({
  brand,
  photo,
  index,
  onChanged,
}: {
  brand: string;
  photo: AdminPhoto;
  index: number;
  onChanged: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const notify = useToast();
  const mutation = useMutation({
    mutationFn: () => deletePhoto(brand, photo.productId, photo.id),
    onSuccess: async () => {
      notify({ title: 'Photo deleted' });
      setOpen(false);
      await onChanged();
    },
  });
  return (
    <>
      <Button variant="ghost" className="text-red-700" onClick={() => setOpen(true)} aria-label={`Delete photo ${index + 1}`}>
        Delete
      </Button>
      <AppDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) mutation.reset();
        }}
        title="Delete this photo?"
        description="Shoppers stop seeing it at once; this cannot be undone (upload it again to bring it back)."
      >
        <div className="flex flex-col gap-3">
          <img src={photoThumb(photo, 160)} alt={photo.alt} className="h-auto w-40 rounded border border-slate-200" />
          <p className="text-sm">{photo.alt}</p>
          {mutation.isError ? <ErrorAlert title="The photo was not deleted">{errorMessage(mutation.error)}</ErrorAlert> : null}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button>Keep it</Button>
            </DialogClose>
            <Button variant="danger" pending={mutation.isPending} onClick={() => mutation.mutate()}>
              Delete photo
            </Button>
          </div>
        </div>
      </AppDialog>
    </>
  );
}
