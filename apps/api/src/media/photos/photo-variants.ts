import sharp from 'sharp';
import { PHOTO_FORMAT_TYPES, PHOTO_MAX_PIXELS, type PhotoVariantRequest } from '@store/core/media/photo-rules';
import type { ObjectStore, StoredObject } from '../object-store/object-store';
import { originalKey, variantKey } from './photo-keys';

/** Encoding work at once per process: AVIF is slow, so a burst of first requests queues instead of taking every core. */
const MAX_ENCODES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_ENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** One variant made from the original: resized (never enlarged) and encoded. */
export async function encodeVariant(original: Buffer, request: Pick<PhotoVariantRequest, 'width' | 'format'>): Promise<Buffer> {
  const resized = sharp(original, { limitInputPixels: PHOTO_MAX_PIXELS }).resize({
    width: request.width,
    withoutEnlargement: true,
  });
  switch (request.format) {
    case 'avif':
      return resized.avif({ quality: 55, effort: 3 }).toBuffer();
    case 'webp':
      return resized.webp({ quality: 78 }).toBuffer();
    case 'jpg':
      return resized.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
  }
}

/** The same variant asked for twice at once in this process is made once. */
const inFlight = new Map<string, Promise<StoredObject | null>>();

/**
 * A variant from the object store, made from the original on its first request and stored there, so every API
 * process (and every storefront behind them) serves the same bytes. Null when the photo does not exist (deleted, or
 * a made-up URL).
 */
export async function photoVariant(store: ObjectStore, request: PhotoVariantRequest): Promise<StoredObject | null> {
  const key = variantKey(request, request.width, request.format);
  const stored = await store.get(key);
  if (stored) return stored;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const making = (async () => {
    const original = await store.get(originalKey(request));
    if (!original) return null;
    const body = await withEncodeSlot(() => encodeVariant(original.body, request));
    const contentType = PHOTO_FORMAT_TYPES[request.format];
    await store.put(key, body, contentType);
    return { body, contentType };
  })();
  inFlight.set(key, making);
  try {
    return await making;
  } finally {
    inFlight.delete(key);
  }
}
