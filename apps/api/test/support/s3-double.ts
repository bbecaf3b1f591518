import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { s3ObjectStore } from '../../src/media/object-store/s3-object-store';
import type { ObjectStore } from '../../src/media/object-store/object-store';

/**
 * s3rver, a local S3 double speaking the S3 REST API, on a loopback port with one bucket in a temporary folder: the
 * S3 object store is tested through the real AWS SDK against it (path-style addressing, as with MinIO).
 */
export async function startS3Double(bucket = 'photos'): Promise<{ store: ObjectStore; close(): Promise<void> }> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3-double-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  const store = s3ObjectStore({
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    store,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
