// Puts the demo store (demo/) into a database before a script starts an API on it: the API never seeds, so a stack
// for the journeys, Lighthouse, the benches or the drills gets its catalogue, coupons, reviews, showrooms and signals
// from the catalogue importer (`npm run db:seed`, apps/api/src/cli/seed-demo.ts), as an operator's store gets its own.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api');

/**
 * Runs the seed CLI once with `env` (DATABASE_URL, or DATABASE_DIR for PGlite) over the process's environment:
 * migrates, then imports every file of demo/ in one transaction. From TypeScript under tsx, also for the scripts that
 * run the compiled API (a one-off import before it starts; the API's bundle holds no CLI). `ifEmpty`: leave a database
 * that already has a product as it is. Resolves the seconds it took; rejects with the CLI's output when it fails.
 */
export function importDemo(env = {}, { ifEmpty = false } = {}) {
  const args = ['--import', 'tsx', 'src/cli/seed-demo.ts', ...(ifEmpty ? ['--if-empty'] : [])];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: apiDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => (output = (output + chunk).slice(-8000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve((Date.now() - started) / 1000);
      else reject(new Error(`Importing demo/ failed (exit ${code}):\n${output}`));
    });
  });
}
