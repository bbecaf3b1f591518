// `npm run test:e2e [-- <file filter>]`: builds the storefront if needed, starts the stack on its own ports and a fresh database, runs the journeys.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfNeeded, root, startStack } from './lib/stack.mjs';

const webPort = Number(process.env.E2E_WEB_PORT ?? 3300);
const apiPort = Number(process.env.E2E_API_PORT ?? 4300);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));

buildWebIfNeeded();
const env = process.env.DATABASE_URL ? {} : { DATABASE_DIR: dataDir };
// The API never seeds: the demo store goes in first, through the catalogue importer.
const stack = await startStack({ webPort, apiPort, env: { ...env, LOG_LEVEL: 'warn' }, seedDemo: true });
let status = 1;
try {
  const result = spawnSync('npx', ['vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_WEB_PORT: String(webPort), E2E_API_URL: stack.apiUrl },
  });
  status = result.status ?? 1;
} finally {
  stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
