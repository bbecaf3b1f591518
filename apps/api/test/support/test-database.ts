import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';

/**
 * A new, empty database on DATABASE_URL's PostgreSQL server, named `<prefix>_<random>`: its URL, and `drop` to remove
 * it (with force: connections still open are closed).
 */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(server, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
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
 * A fresh database for one test file: in-memory PGlite by default; with TEST_DB=postgres a database
 * of its own on DATABASE_URL's server, dropped when the file is done.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres' || !process.env.DATABASE_URL) {
    const handle = await openDatabase({ memory: true });
    await handle.migrate();
    return handle;
  }
  const scratch = await scratchDatabase('test');
  const handle = await openDatabase({ url: scratch.url });
  await handle.migrate();
  return {
    ...handle,
    url: scratch.url,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
