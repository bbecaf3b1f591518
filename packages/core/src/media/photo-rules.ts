// Zod-free: the storefront's gallery (a client island) reads these rules.

/**
 * Staff-uploaded product photos: how they travel on the product wire, which ones a colour shows, and the bounded set
 * of responsive variants (widths x formats) the store makes and serves. Anything outside that set is a 404, so no one
 * can make the server resize images at widths of their choosing.
 */

/** The widths variants are made at: cart and gallery thumbnails (160), listing cards (400, 800), the gallery (800-1600). */
export const PHOTO_WIDTHS = [160, 400, 800, 1200, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** Variant formats, best first: a browser takes the first it understands (JPEG is the fallback for old mail clients). */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_FORMAT_TYPES: Readonly<Record<PhotoFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** What an upload may be, by its content (never by its name or declared type). */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoUploadType = (typeof PHOTO_UPLOAD_TYPES)[number];

/** Upload bounds: bytes of the file, pixels of the image (a small file can decode to a huge bitmap), smallest side. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_MIN_SIDE = 200;
/** The longest side: the most WebP can hold, and every variant is also made as WebP (resizing only ever shrinks). */
export const PHOTO_MAX_SIDE = 16_383;
/** Alt text: required, and short enough to be read aloud. */
export const PHOTO_ALT_MAX = 200;

/** The URL folder of a photo's variants: `/media/photos/{brand}/{photoId}/{hash}`, the hash of the cleaned original. */
export const PHOTO_URL_PREFIX = '/media/photos/';

/** One variant's URL. */
export function photoUrl(src: string, width: PhotoWidth, format: PhotoFormat): string {
  return `${src}/${width}.${format}`;
}

/**
 * The widths worth offering for a photo `originalWidth` pixels wide: every width below it, plus the first one at or
 * above it (made at the original's own width: variants are never enlarged), so no two candidates are the same image.
 */
export function photoWidths(originalWidth: number): PhotoWidth[] {
  const below = PHOTO_WIDTHS.filter((w) => w < originalWidth);
  const cover = PHOTO_WIDTHS.find((w) => w >= originalWidth);
  return cover === undefined ? below : [...below, cover];
}

/** A srcset of one format: `url 400w, url 800w` at the widths worth offering (photoWidths). */
export function photoSrcSet(photo: { readonly src: string; readonly width: number }, format: PhotoFormat): string {
  return photoWidths(photo.width)
    .map((w) => `${photoUrl(photo.src, w, format)} ${Math.min(w, photo.width)}w`)
    .join(', ');
}

/** The smallest variant width that fills `cssWidth` pixels at `density`, else the largest there is. */
export function photoWidthFor(cssWidth: number, density = 1): PhotoWidth {
  const needed = cssWidth * density;
  return PHOTO_WIDTHS.find((w) => w >= needed) ?? PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
}

/**
 * The photos shown for a chosen colour: the photos of that colour when there are any, else the colour-less ones (which
 * show every colour). Empty: the product's drawings are shown instead. Order is kept (staff set it).
 */
export function photosForColor<T extends { readonly color: string | null }>(
  photos: readonly T[],
  color: string | undefined,
): T[] {
  const ofColor = color === undefined ? [] : photos.filter((p) => p.color === color);
  return ofColor.length > 0 ? ofColor : photos.filter((p) => p.color === null);
}

/**
 * The photo a cart or order line shows: the first photo of the line's chosen colour, else the first colour-less one
 * (photosForColor). Undefined: the line shows the product's drawing (or, in an email, no image).
 */
export function linePhoto<T extends { readonly color: string | null }>(
  photos: readonly T[],
  properties: ReadonlyArray<{ readonly name: string; readonly value: string }>,
): T | undefined {
  return photosForColor(photos, properties.find((p) => p.name === 'Color')?.value)[0];
}

export interface PhotoVariantRequest {
  brand: string;
  photoId: string;
  hash: string;
  width: PhotoWidth;
  format: PhotoFormat;
}

const SEGMENT = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const HASH = /^[0-9a-f]{16}$/;
const FILE = /^(\d{2,4})\.([a-z]{3,4})$/;

/** `{brand}/{photoId}/{hash}/{width}.{format}` (after /media/photos/) as a variant request, or null for anything else. */
export function parsePhotoVariantPath(parts: readonly string[]): PhotoVariantRequest | null {
  if (parts.length !== 4) return null;
  const [brand, photoId, hash, file] = parts as [string, string, string, string];
  if (!SEGMENT.test(brand) || !SEGMENT.test(photoId) || !HASH.test(hash)) return null;
  const match = FILE.exec(file);
  if (!match) return null;
  const width = Number(match[1]);
  const format = match[2];
  if (!(PHOTO_WIDTHS as readonly number[]).includes(width)) return null;
  if (!(PHOTO_FORMATS as readonly string[]).includes(format ?? '')) return null;
  return { brand, photoId, hash, width: width as PhotoWidth, format: format as PhotoFormat };
}
