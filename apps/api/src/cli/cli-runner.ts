import { parseEnv } from '../env';
import { openDatabase, type DatabaseHandle } from '../db/client';

/** Where a command writes (the console; a test collects the lines). */
export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}
export const consoleOutput: CommandOutput = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** How a command reaches its database: withMigratedDatabase from the command line; a test's own database in a test. */
export type WithDatabase = <T>(work: (handle: DatabaseHandle) => Promise<T>) => Promise<T>;

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
