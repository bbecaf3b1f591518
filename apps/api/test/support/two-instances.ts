import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client';
import { authsHashingWith, testPasswordHasher } from './password-hasher';
import { buildStoreApp } from './store-app';
import { scratchDatabase } from './test-database';

/** True on the PostgreSQL test project: only there can two processes' pools share one database. */
export const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL);

/**
 * Two API instances, each with its own connection pool, on one fresh PostgreSQL database (as two processes would be),
 * for the enclosing describe: `seed` fills the database once; the database is dropped afterwards.
 */
export function twoInstancesOnPostgres(
  prefix: string,
  seed: (db: Database) => Promise<unknown>,
): { apps: FastifyInstance[]; dbs: Database[] } {
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const dbs: Database[] = [];
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const scratch = await scratchDatabase(prefix);
    drop = scratch.drop;
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ url: scratch.url });
      if (i === 0) {
        await handle.migrate();
        await seed(handle.db);
      }
      handles.push(handle);
      dbs.push(handle.db);
      const app = await buildStoreApp(handle.db, {}, authsHashingWith(handle.db, testPasswordHasher));
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await drop();
  });
  return { apps, dbs };
}
