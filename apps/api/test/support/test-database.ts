import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { openPgliteCopy } from './pglite-copies';
import { postgresTemplate } from './template-database';

/**
 * A new, empty database on DATABASE_URL's PostgreSQL server, named `<prefix>_<random>`: its URL, and `drop` to remove
 * it (with force: connections still open are closed).
 */
export async function scratchDatabase(
  prefix: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(server, { max: 1, onnotice: () => undefined });
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  // A commit need not wait for its WAL to reach the disk here: nothing a test reads changes, only what a crash of the
  // server would keep, and no test crashes the server under a test database.
  await admin.unsafe(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const target = new URL(server);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const cleanup = postgres(server, { max: 1, onnotice: () => undefined });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with TEST_DB=postgres a database of its
 * own on DATABASE_URL's server, dropped when the file is done. Both start as a copy of a template migrated once
 * (template-database.ts); on PGlite a copy a finished file closed is emptied, checked and reused by the next file of
 * the process (pglite-copies.ts). TEST_DB_TEMPLATE=0 migrates each one from nothing instead.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const fromTemplate = process.env.TEST_DB_TEMPLATE !== '0';
  const server = process.env.DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !server) {
    if (fromTemplate) return openPgliteCopy();
    const handle = await openDatabase({ memory: true });
    await handle.migrate();
    return handle;
  }
  const scratch = await scratchDatabase('test', { template: fromTemplate ? await postgresTemplate(server) : undefined });
  const handle = await openDatabase({ url: scratch.url });
  if (!fromTemplate) await handle.migrate();
  return {
    ...handle,
    url: scratch.url,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
