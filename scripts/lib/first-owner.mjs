// npm start's first staff account: apps/api/src/cli/first-owner.ts makes an owner on a database with no staff
// account and prints its one-time set-password link; run before the API opens an embedded database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api');

/** Resolves the first owner's set-password link, or null when the store already has staff; rejects with the output. */
export function makeFirstOwner(env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/first-owner.ts'], {
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
      if (code !== 0) return reject(new Error(`Making the first staff owner failed (exit ${code}):\n${output}`));
      resolve(/^link: (\S+)$/m.exec(output)?.[1] ?? null);
    });
  });
}
