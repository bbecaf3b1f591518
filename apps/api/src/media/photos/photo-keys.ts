import type { PhotoFormat, PhotoWidth } from '@store/core/media/photo-rules';
import { PHOTO_FORMATS, PHOTO_URL_PREFIX, PHOTO_WIDTHS } from '@store/core/media/photo-rules';

/** Where a photo's files live in the object store: one folder per cleaned image, named by its content hash. */
export interface PhotoLocation {
  brand: string;
  photoId: string;
  hash: string;
}

const folderOf = (p: PhotoLocation) => `photos/${p.brand}/${p.photoId}/${p.hash}`;

/** The cleaned original's key. */
export const originalKey = (p: PhotoLocation): string => `${folderOf(p)}/original`;

/** One variant's key. */
export const variantKey = (p: PhotoLocation, width: PhotoWidth, format: PhotoFormat): string =>
  `${folderOf(p)}/${width}.${format}`;

/** Every key a photo may have: its original and each variant of the bounded set (what a delete removes). */
export const allKeys = (p: PhotoLocation): string[] => [
  originalKey(p),
  ...PHOTO_WIDTHS.flatMap((w) => PHOTO_FORMATS.map((f) => variantKey(p, w, f))),
];

/** The variants' URL folder (the wire's `src`). */
export const photoSrc = (p: PhotoLocation): string => `${PHOTO_URL_PREFIX}${p.brand}/${p.photoId}/${p.hash}`;

/** The location back from an original's key (the row's object_key). */
export function locationOfKey(key: string): PhotoLocation {
  const [, brand = '', photoId = '', hash = ''] = key.split('/');
  return { brand, photoId, hash };
}
