import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';

/**
 * A fresh database for one test file: in-memory PGlite by default; with TEST_DB=postgres a database
 * of its own on DATABASE_URL's server, dropped when the file is done.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    const handle = await openDatabase({ memory: true });
    await handle.migrate();
    return handle;
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString() });
  await handle.migrate();
  return {
    ...handle,
    url: target.toString(),
    close: async () => {
      await handle.close();
      const cleanup = postgres(url, { max: 1, onnotice: () => undefined });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
