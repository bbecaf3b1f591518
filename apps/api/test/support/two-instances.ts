import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client';
import { buildStoreApp } from './store-app';

const url = process.env.DATABASE_URL;

/** True on the PostgreSQL test project: only there can two processes' pools share one database. */
export const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(url);

/**
 * Two API instances, each with its own connection pool, on one fresh PostgreSQL database (as two processes would be),
 * for the enclosing describe: `seed` fills the database once; the database is dropped afterwards.
 */
export function twoInstancesOnPostgres(
  prefix: string,
  seed: (db: Database) => Promise<unknown>,
): { apps: FastifyInstance[]; dbs: Database[] } {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const dbs: Database[] = [];
  beforeAll(async () => {
    const admin = postgres(url!, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const target = new URL(url!);
    target.pathname = `/${name}`;
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ url: target.toString() });
      if (i === 0) {
        await handle.migrate();
        await seed(handle.db);
      }
      handles.push(handle);
      dbs.push(handle.db);
      const app = await buildStoreApp(handle.db);
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    const admin = postgres(url!, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return { apps, dbs };
}
