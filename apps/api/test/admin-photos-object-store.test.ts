import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskObjectStore } from '../src/media/object-store/disk-object-store';
import { mediaDirOf } from '../src/media/object-store/object-store-from-env';
import type { ObjectStore } from '../src/media/object-store/object-store';
import { startS3Double } from './support/s3-double';

/** The same contract for both implementations: put, get, head, delete by key. */
function objectStoreContract(name: string, open: () => Promise<{ store: ObjectStore; close(): Promise<void> }>) {
  describe(`${name} object store`, () => {
    let handle: { store: ObjectStore; close(): Promise<void> };
    beforeAll(async () => {
      handle = await open();
    });
    afterAll(() => handle.close());

    it('puts, heads, gets and deletes an object by key', async () => {
      const { store } = handle;
      const body = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]);
      await store.put('photos/nestwood/ph_1/0123456789abcdef/original', body, 'image/jpeg');
      expect(await store.head('photos/nestwood/ph_1/0123456789abcdef/original')).toEqual({
        bytes: 6,
        contentType: 'image/jpeg',
      });
      const got = await store.get('photos/nestwood/ph_1/0123456789abcdef/original');
      expect(got?.contentType).toBe('image/jpeg');
      expect(got?.body.equals(body)).toBe(true);
      await store.delete('photos/nestwood/ph_1/0123456789abcdef/original');
      expect(await store.get('photos/nestwood/ph_1/0123456789abcdef/original')).toBeNull();
      expect(await store.head('photos/nestwood/ph_1/0123456789abcdef/original')).toBeNull();
    });

    it('a missing key is null, and deleting it is not an error', async () => {
      expect(await handle.store.get('photos/none/here')).toBeNull();
      await expect(handle.store.delete('photos/none/here')).resolves.toBeUndefined();
    });

    it('overwriting a key leaves the whole new object', async () => {
      await handle.store.put('photos/x/800.webp', Buffer.from('first'), 'image/webp');
      await handle.store.put('photos/x/800.webp', Buffer.from('second'), 'image/webp');
      expect((await handle.store.get('photos/x/800.webp'))?.body.toString()).toBe('second');
    });

    it.each(['../etc/passwd', '/abs', 'a/../b', 'a/.hidden', 'A/B', 'a//b', ''])('refuses the key %j', async (key) => {
      await expect(handle.store.get(key)).rejects.toThrow(/Invalid object key/);
      await expect(handle.store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid object key/);
    });
  });
}

objectStoreContract('disk', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'media-'));
  return { store: diskObjectStore(root), close: () => rm(root, { recursive: true, force: true }) };
});

objectStoreContract('S3 (s3rver double)', () => startS3Double());

describe('the embedded default folder', () => {
  it('is media beside the embedded database folder', () => {
    expect(mediaDirOf({ DATABASE_DIR: '/srv/store/.data/pglite' })).toBe('/srv/store/.data/media');
  });
});
