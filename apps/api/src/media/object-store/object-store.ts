/** An object as stored: its bytes and the content type it was put with. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Where photos (cleaned originals and their variants) are kept, by key. Shared by every API process: an S3-compatible
 * bucket when S3_BUCKET is set, else a folder beside the embedded database (one machine). Keys are written once and
 * never changed in place (a new upload is a new key), so any process may serve any key it finds.
 */
export interface ObjectStore {
  /** Which implementation, for logs and the health of the set-up ("disk" or "s3"). */
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Its size and type without the bytes, or null when there is none. */
  head(key: string): Promise<{ bytes: number; contentType: string } | null>;
  /** Removes it; a missing key is not an error (deletes are retried). */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Keys are built by the store's own code; anything else (`..`, a leading slash, odd bytes) is a bug, stopped here. */
export function assertObjectKey(key: string): string {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part.startsWith('.')))
    throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
  return key;
}
