import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (the one holding drizzle/), found by walking up from this module: the same answer whether
 * it runs as TypeScript from src/ (tsx) or bundled into dist/ (`npm run build`, `start:prod`).
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/api/drizzle not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const API_ROOT = findApiRoot();
/** drizzle-kit's migrations, applied at start. */
export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');
/** The repository root (the default PGlite folder .data/ lives there). */
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
