import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { parseEnv } from '../env';
import { jsonFilesAt } from '../cli/catalog-files';
import { DEMO_FOLDER } from '../cli/demo-files';
import { runImport } from '../cli/run-import';
import { openDatabase } from './client';

/**
 * `npm run db:reset`: drops everything (the embedded folder, or every table on PostgreSQL), migrates, then imports the
 * demo store (demo/) through the catalogue importer, as `npm run db:seed` does.
 */
async function reset(): Promise<number> {
  const env = parseEnv();
  if (!env.DATABASE_URL) rmSync(env.DATABASE_DIR, { recursive: true, force: true });
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: env.DATABASE_DIR });
  try {
    if (handle.kind === 'postgres') {
      await handle.db.execute(sql`drop schema if exists public cascade`);
      await handle.db.execute(sql`drop schema if exists drizzle cascade`);
      await handle.db.execute(sql`create schema public`);
    }
    await handle.migrate();
    console.log(`Database reset (${handle.kind}); importing demo/`);
    return await runImport(handle, jsonFilesAt(DEMO_FOLDER), { quiet: true });
  } finally {
    await handle.close();
  }
}

reset().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
