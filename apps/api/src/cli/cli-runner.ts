import { parseEnv } from '../env';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * Opens the database the API would (DATABASE_URL, else the PGlite folder DATABASE_DIR), applies the migrations, runs
 * `work` and closes it, so a command works on a new database as on one in use.
 */
export async function withMigratedDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const env = parseEnv();
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: env.DATABASE_DIR });
  try {
    await handle.migrate();
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** Runs a command's main and exits with its code; a thrown error prints its message alone and exits 1. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
