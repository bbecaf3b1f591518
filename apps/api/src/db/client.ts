import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema';
import { MIGRATIONS_FOLDER } from '../paths';
import { lockDatabaseFolder } from './folder-lock';

export type Schema = typeof schema;
/** One type for both drivers: repositories are written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the drizzle-kit migrations; the same SQL runs on PGlite and PostgreSQL. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Pool settings for a database that restarts under load (fault drill): the driver's default backoff grows
 * with the pool's shared count of failed connects (3^n / 100 s, up to 20 s), so after a few seconds of refused
 * connects a request would wait 10-20 s for a server already back; capped at 1 s it is served within a second of the
 * restart. A connect that gets no answer fails after 5 s (default 30), inside a shopper's request budget.
 */
const POOL_OPTIONS = {
  max: 10,
  connect_timeout: 5,
  backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
} as const;

/** `memory` with `from`: a copy of a dumped database (PGlite's `dumpDataDir`), e.g. the tests' migrated template. */
export type DatabaseTarget = { url: string } | { dir: string } | { memory: true; from?: Blob };

/** Opens PostgreSQL when a URL is given, else the embedded PGlite (a folder, or in memory for tests). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const client = postgres(target.url, { ...POOL_OPTIONS, onnotice: () => undefined });
    const db = drizzlePostgres(client, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if ('dir' in target) mkdirSync(target.dir, { recursive: true });
  const release = 'dir' in target ? lockDatabaseFolder(target.dir) : () => undefined;
  // pg_trgm (site search's typo tolerance) as on PostgreSQL, so both databases answer a search alike.
  const extensions = { pg_trgm };
  const client = 'dir' in target ? new PGlite(target.dir, { extensions }) : new PGlite({ extensions, loadDataDir: target.from });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close().finally(release),
  };
}
