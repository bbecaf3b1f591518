import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  PHOTO_MIN_SIDE,
  type PhotoUploadType,
} from '@store/core/media/photo-rules';

/** An upload made safe to keep: re-encoded, upright, without metadata, and what it is. */
export interface CleanPhoto {
  body: Buffer;
  contentType: PhotoUploadType;
  width: number;
  height: number;
  /** The first 16 hex digits of the cleaned bytes' SHA-256: the variants' URLs change when the image does. */
  hash: string;
}

export type UploadRefusal = { status: 413 | 415 | 422; message: string };

export const NOT_AN_IMAGE_MESSAGE = 'The file is not a JPEG, PNG or WebP image';
export const TOO_MANY_BYTES_MESSAGE = `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB`;
export const TOO_MANY_PIXELS_MESSAGE = `The photo has more than ${PHOTO_MAX_PIXELS / 1_000_000} megapixels`;
export const TOO_SMALL_MESSAGE = `The photo must be at least ${PHOTO_MIN_SIDE} pixels on each side`;
const TOO_LONG_MESSAGE = `The photo must be at most ${PHOTO_MAX_SIDE.toLocaleString('en-US')} pixels on its longest side`;

/** sharp's name for each format kept, and the type it is served as. Anything else (GIF, SVG, TIFF, HEIF...) is refused. */
const KEPT: Readonly<Record<string, PhotoUploadType>> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Checks an upload by its CONTENT (sharp reads the bytes; the file name and the declared type are never believed),
 * bounded in bytes and pixels (a small file may decode to a huge bitmap: limitInputPixels stops it before decoding),
 * then turns it upright by its EXIF orientation and re-encodes it in its own format, which drops every metadata block
 * (EXIF with GPS position, camera serials, XMP, comments). Returns the clean image or why it is refused.
 */
export async function cleanUpload(
  input: Buffer,
): Promise<{ ok: true; photo: CleanPhoto } | { ok: false; refusal: UploadRefusal }> {
  if (input.length > PHOTO_MAX_BYTES) return { ok: false, refusal: { status: 413, message: TOO_MANY_BYTES_MESSAGE } };
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    return { ok: false, refusal: { status: 415, message: NOT_AN_IMAGE_MESSAGE } };
  }
  const contentType = format === undefined ? undefined : KEPT[format];
  if (contentType === undefined) return { ok: false, refusal: { status: 415, message: NOT_AN_IMAGE_MESSAGE } };
  if (width * height > PHOTO_MAX_PIXELS) return { ok: false, refusal: { status: 413, message: TOO_MANY_PIXELS_MESSAGE } };
  if (Math.min(width, height) < PHOTO_MIN_SIDE) return { ok: false, refusal: { status: 422, message: TOO_SMALL_MESSAGE } };
  // A longer side uploads but its WebP variants could never be made: every request for them would fail.
  if (Math.max(width, height) > PHOTO_MAX_SIDE) return { ok: false, refusal: { status: 422, message: TOO_LONG_MESSAGE } };
  try {
    const upright = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
    const encoded =
      contentType === 'image/jpeg'
        ? upright.jpeg({ quality: 90, mozjpeg: true })
        : contentType === 'image/png'
          ? upright.png({ compressionLevel: 9 })
          : upright.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
    return { ok: true, photo: { body: data, contentType, width: info.width, height: info.height, hash } };
  } catch {
    // A header that reads but a body that does not decode (a truncated or corrupt file).
    return { ok: false, refusal: { status: 415, message: NOT_AN_IMAGE_MESSAGE } };
  }
}
