// `npm run test:e2e [-- <file filter>]`: builds the storefront (and the staff application) if needed, starts the stack on
// its own ports and a fresh database, runs the storefront's journeys, then the staff application's, on that one stack.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addE2eStaff } from './lib/e2e-staff.mjs';
import { buildAdminIfNeeded, buildWebIfNeeded, root, startStack } from './lib/stack.mjs';

const webPort = Number(process.env.E2E_WEB_PORT ?? 3300);
const apiPort = Number(process.env.E2E_API_PORT ?? 4300);
const adminPort = Number(process.env.E2E_ADMIN_PORT ?? 3301);
const filters = process.argv.slice(2);

/** The journey suites, each its own vitest config; `admin` ones need the staff application and staff accounts. */
const SUITES = [
  { name: 'storefront', dir: 'apps/web/e2e', admin: false },
  { name: 'staff application', dir: 'apps/admin/e2e', admin: true },
];

/** The journey files of a suite, relative to its folder (node_modules left out). */
function journeyFiles(dir) {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.e2e.ts') && !file.includes('node_modules'))
    .map((file) => file.split(path.sep).join('/'));
}

/** Vitest's own file filter: a filter matches a file whose path from the suite's folder holds it, or the filter's path from there. */
function selected(dir) {
  if (filters.length === 0) return true;
  const suiteDir = path.join(root, dir);
  return journeyFiles(dir).some((file) =>
    filters.some((filter) => {
      const fromSuite = path.relative(suiteDir, path.resolve(process.cwd(), filter));
      const lower = file.toLowerCase();
      return lower.includes(filter.toLowerCase()) || lower.includes(fromSuite.toLowerCase());
    }),
  );
}

const suites = SUITES.filter((suite) => selected(suite.dir));
if (suites.length === 0) {
  console.error(`No journey file matches ${filters.join(' ')}`);
  process.exit(1);
}
const withAdmin = suites.some((suite) => suite.admin);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
buildWebIfNeeded();
if (withAdmin) buildAdminIfNeeded();
// The PGlite folder (unused when DATABASE_URL is set) inside the run's folder, so the photos the journeys upload, kept
// in `media` beside it, go with the run.
const env = { DATABASE_DIR: path.join(dataDir, 'pglite') };
let status = 1;
let stack;
try {
  // Staff accounts go in before the API opens the database (a PGlite folder takes one process at a time).
  const staffStarted = Date.now();
  const staff = withAdmin ? await addE2eStaff({ ...env, ADMIN_ORIGIN: `http://localhost:${adminPort}` }) : null;
  if (staff) console.log(`Staff accounts (npm run staff:add): ${((Date.now() - staffStarted) / 1000).toFixed(1)} s`);
  // The API never seeds: the demo store goes in first, through the catalogue importer.
  stack = await startStack({
    webPort,
    apiPort,
    adminPort: withAdmin ? adminPort : undefined,
    env: { ...env, LOG_LEVEL: 'warn' },
    seedDemo: true,
  });
  status = 0;
  for (const suite of suites) {
    const started = Date.now();
    const result = spawnSync('npx', ['vitest', 'run', '--config', `${suite.dir}/vitest.config.ts`, ...filters], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_WEB_PORT: String(webPort),
        E2E_API_URL: stack.apiUrl,
        ...(suite.admin ? { E2E_ADMIN_URL: stack.adminUrl, E2E_STAFF: JSON.stringify(staff) } : {}),
      },
    });
    console.log(`${suite.name} journeys: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (result.status !== 0) status = result.status ?? 1;
  }
} finally {
  stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
