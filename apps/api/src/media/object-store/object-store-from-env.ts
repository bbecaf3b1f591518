import path from 'node:path';
import type { Env } from '../../env';
import { REPO_ROOT } from '../../paths';
import { diskObjectStore } from './disk-object-store';
import type { ObjectStore } from './object-store';
import { s3ObjectStore } from './s3-object-store';

/** The embedded default's folder: `media` beside the embedded database's folder (.data/media beside .data/pglite). */
export function mediaDirOf(env: Pick<Env, 'DATABASE_DIR'>): string {
  return path.join(path.dirname(path.resolve(env.DATABASE_DIR)), 'media');
}

/** The folder of the embedded default with the default DATABASE_DIR (a bare buildApp, tests that pass no store). */
export const DEFAULT_MEDIA_DIR = path.join(REPO_ROOT, '.data', 'media');

/** S3_BUCKET set: the bucket (every process on every machine shares it); else the folder beside the database. */
export function objectStoreFromEnv(
  env: Pick<
    Env,
    | 'DATABASE_DIR'
    | 'S3_BUCKET'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >,
): ObjectStore {
  if (!env.S3_BUCKET) return diskObjectStore(mediaDirOf(env));
  return s3ObjectStore({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
  });
}
