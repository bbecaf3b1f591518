import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { SelectField, type SelectOption } from '../../components/ui/select-field';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api/client';
import { uploadPhoto } from '../../lib/api/photos';
import { ALL_COLOURS, colorOf, fileProblem, photoFieldsSchema, sizeText, type PhotoFieldValues } from './photo-form';

/**
 * The upload form: a drop zone that is also a file picker, the alt text (required) and the colour the photo shows.
 * The file is checked for type and size before it is sent; the API checks its content and answers why it refuses.
 */
export function PhotoUploadForm({
  brand,
  productId,
  colorOptions,
  onUploaded,
}: {
  brand: string;
  productId: string;
  colorOptions: readonly SelectOption[];
  onUploaded: () => Promise<void>;
}) {
  const notify = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // One key per chosen file and wording: a retried click sends the same upload once.
  const [intent, setIntent] = useState(() => crypto.randomUUID());
  const form = useForm<PhotoFieldValues>({
    resolver: zodResolver(photoFieldsSchema),
    defaultValues: { alt: '', color: ALL_COLOURS },
  });
  const mutation = useMutation({
    mutationFn: (values: PhotoFieldValues & { file: File }) =>
      uploadPhoto(brand, productId, {
        file: values.file,
        alt: values.alt.trim(),
        color: colorOf(values.color),
        idempotencyKey: intent,
      }),
    onSuccess: async () => {
      notify({ title: 'Photo added' });
      setFile(null);
      setIntent(crypto.randomUUID());
      form.reset({ alt: '', color: form.getValues('color') });
      if (input.current) input.current.value = '';
      await onUploaded();
    },
  });

  const choose = (chosen: File | undefined) => {
    mutation.reset();
    setIntent(crypto.randomUUID());
    if (!chosen) return;
    setFile(chosen);
    setFileError(fileProblem(chosen));
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <form
      noValidate
      aria-label="Upload a photo"
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit((values) => {
        if (!file) return setFileError('Choose a photo to upload');
        if (fileError) return;
        mutation.mutate({ ...values, file });
      })}
    >
      {mutation.isError ? <ErrorAlert title="The photo was not uploaded">{errorMessage(mutation.error)}</ErrorAlert> : null}
      <label
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm ${
          dragging ? 'border-accent bg-slate-50' : fileError ? 'border-red-700' : 'border-slate-300 hover:bg-slate-50'
        }`}
      >
        <span className="font-semibold text-slate-800">Drop a photo here or choose a file</span>
        <span className="text-xs text-slate-600">JPEG, PNG or WebP, up to 15 MB and 40 megapixels, 200 to 16,383 px a side</span>
        {file ? (
          <span className="mt-1 text-slate-900" data-testid="chosen-file">
            {file.name} ({sizeText(file.size)})
          </span>
        ) : null}
        <input
          ref={input}
          type="file"
          name="file"
          aria-label="Photo file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      <p role="alert" className="min-h-4 text-xs font-semibold text-red-700">
        {fileError ?? ''}
      </p>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[2fr_1fr]">
        <TextField
          label="Alt text"
          hint="What the photo shows, for shoppers who cannot see it (required)"
          error={form.formState.errors.alt?.message}
          {...form.register('alt')}
        />
        {colorOptions.length > 1 ? (
          <Controller
            control={form.control}
            name="color"
            render={({ field }) => (
              <SelectField
                label="Colour"
                hint="The colour it shows; all colours if it shows none in particular"
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={colorOptions}
              />
            )}
          />
        ) : null}
      </div>
      <div>
        <Button type="submit" variant="primary" pending={mutation.isPending}>
          Upload photo
        </Button>
      </div>
    </form>
  );
}
