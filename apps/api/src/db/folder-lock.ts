import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Whether a process of this id is running (signal 0 checks without touching it). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's folder for this process, or refuses in one line when another running process has it:
 * PGlite is one process's database, and a second process opening the same folder (`npm run staff:add` while `npm
 * start` runs, say) would work on its own copy, its writes lost or, worse, the folder damaged. A lock left by a process
 * that died is taken over. Returns the release.
 */
export function lockDatabaseFolder(dir: string): () => void {
  // Beside the folder, not in it: PGlite makes a new database only in an empty folder.
  const file = `${path.resolve(dir)}.lock`;
  let holder = Number.NaN;
  try {
    holder = Number(readFileSync(file, 'utf8').trim());
  } catch {
    // No lock: the folder is free.
  }
  if (Number.isSafeInteger(holder) && holder !== process.pid && running(holder))
    throw new Error(
      `The embedded database in ${dir} is open in another process (pid ${holder}, e.g. npm start): stop it first, or run the store on PostgreSQL (DATABASE_URL); if no store is running, delete ${file}`,
    );
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // Already gone.
    }
  };
}
