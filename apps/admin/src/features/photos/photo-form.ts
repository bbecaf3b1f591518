import { z } from 'zod';
import { photoAltField } from '@store/core/back-office/photo-admin-wire';
import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_TYPES } from '@store/core/media/photo-rules';

/** The select's word for "every colour" (Radix refuses '' as a value). */
export const ALL_COLOURS = 'all-colours';

/** The upload and edit forms: alt text as the API checks it, and a colour (or every colour). */
export const photoFieldsSchema = z.object({ alt: photoAltField, color: z.string() });
export type PhotoFieldValues = z.infer<typeof photoFieldsSchema>;

/** The form's colour as the API takes it. */
export const colorOf = (value: string): string | null => (value === ALL_COLOURS || value === '' ? null : value);

/**
 * A first look at a chosen file, so a wrong one is said before it is sent (the API checks the content itself: a file
 * named .jpg that is not a photo is still refused there). Null: fine to send.
 */
export function fileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP photo';
  if (file.size > PHOTO_MAX_BYTES) return `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB`;
  if (file.size === 0) return 'The file is empty';
  return null;
}

/** The ids with the one at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A size in bytes as people read it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
