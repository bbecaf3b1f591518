import { queryOptions } from '@tanstack/react-query';
import type { AdminPhoto, AdminPhotoList } from '@store/core/back-office/photo-admin-wire';
import { ApiError, api, readEnvelope } from './client';

export type { AdminPhoto, AdminPhotoList };

const photosPath = (brand: string, productId: string) =>
  `/admin/catalog/products/${encodeURIComponent(brand)}/${encodeURIComponent(productId)}/photos`;

/** A product's photos in order, with the colours it comes in. */
export const photosQuery = (brand: string, productId: string) =>
  queryOptions({
    queryKey: ['photos', brand, productId],
    queryFn: ({ signal }) => api<AdminPhotoList>(photosPath(brand, productId), { signal }),
  });

export interface PhotoUpload {
  file: File;
  alt: string;
  /** A colour value, or null for every colour. */
  color: string | null;
  /** One per upload intent: a retried request adds the photo once. */
  idempotencyKey: string;
}

/** Uploads a photo (multipart: the fields first, then the file) through this origin's /admin proxy. */
export async function uploadPhoto(brand: string, productId: string, upload: PhotoUpload): Promise<AdminPhoto> {
  const form = new FormData();
  form.append('alt', upload.alt);
  form.append('color', upload.color ?? '');
  form.append('file', upload.file);
  let res: Response;
  try {
    res = await fetch(photosPath(brand, productId), {
      method: 'POST',
      headers: { accept: 'application/json', 'idempotency-key': upload.idempotencyKey },
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server could not be reached. Check the connection and try again.');
  }
  const text = await res.text();
  let payload: unknown = null;
  try {
    payload = text === '' ? null : JSON.parse(text);
  } catch {
    payload = null;
  }
  return readEnvelope<AdminPhoto>(res.status, res.statusText, payload);
}

export const editPhoto = (
  brand: string,
  productId: string,
  photoId: string,
  body: { alt: string; color: string | null; version: number },
) => api<AdminPhoto>(`${photosPath(brand, productId)}/${encodeURIComponent(photoId)}`, { method: 'PATCH', body });

export const reorderPhotos = (brand: string, productId: string, ids: string[]) =>
  api<AdminPhoto[]>(`${photosPath(brand, productId)}/order`, { method: 'PUT', body: { ids } });

export const deletePhoto = (brand: string, productId: string, photoId: string) =>
  api<{ id: string }>(`${photosPath(brand, productId)}/${encodeURIComponent(photoId)}`, { method: 'DELETE' });

/** A variant of a photo for the staff application's thumbnails (served through this origin's /media/photos proxy). */
export const photoThumb = (photo: Pick<AdminPhoto, 'src'>, width: 160 | 400 = 400): string => `${photo.src}/${width}.webp`;
