// Starts the API and the storefront (and the staff application, when asked) as child processes, for `npm start`, the
// browser journeys and Lighthouse.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientAddressSecret, operatorSecret } from './client-address.mjs';
import { addCompileHints } from './compile-hints.mjs';
import { importDemo } from './import-demo.mjs';
import { makeFirstOwner } from './first-owner.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(root, 'apps/web');
const buildId = path.join(webDir, '.next/BUILD_ID');
export const nextBin = createRequire(path.join(webDir, 'package.json')).resolve('next/dist/bin/next');
const adminDir = path.join(root, 'apps/admin');
const adminIndex = path.join(adminDir, 'dist/client/index.html');

/** The newest modification time of the files under `dir` (node_modules, .next and dot folders left out). */
export function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.next' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the storefront when there is no build yet or its sources changed since the last one. */
export function buildWebIfNeeded() {
  const sources = Math.max(newestMtime(path.join(webDir, 'src')), newestMtime(path.join(root, 'packages/core/src')));
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= sources) return;
  console.log('Building the storefront (next build)...');
  if (!buildWeb()) throw new Error('The storefront build failed');
}

/**
 * The storefront's `next build`, its scripts then given their compile hint (lib/compile-hints.mjs); answers success.
 * Its types are left to `npm run typecheck` (STORE_TYPES_CHECKED, next.config.ts), which `npm test` runs beside it.
 */
export function buildWeb() {
  if (!nextBuild(webDir, 'inherit', { STORE_TYPES_CHECKED: '1' })) return false;
  addCompileHints(path.join(webDir, '.next/static/chunks'));
  return true;
}

/**
 * Builds the staff application's pages (vite build to apps/admin/dist/client) when there is no build yet or its
 * sources (or core's) changed since; its server runs from source under tsx with `npm start`.
 */
export function buildAdminIfNeeded() {
  const sources = Math.max(
    newestMtime(path.join(adminDir, 'src')),
    statSync(path.join(adminDir, 'index.html')).mtimeMs,
    statSync(path.join(adminDir, 'vite.config.ts')).mtimeMs,
    newestMtime(path.join(root, 'packages/core/src')),
  );
  if (existsSync(adminIndex) && statSync(adminIndex).mtimeMs >= sources) return;
  console.log('Building the staff application (vite build)...');
  const vitePackage = createRequire(path.join(adminDir, 'package.json')).resolve('vite/package.json');
  const viteBin = path.join(path.dirname(vitePackage), 'bin/vite.js');
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], { cwd: adminDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The staff application build failed');
}

/** `next build` in a folder with the storefront's Next.js, with `env` added to this process's; answers whether it succeeded. */
export function nextBuild(cwd, stdio = 'inherit', env = {}) {
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd,
    stdio,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  return result.status === 0;
}

export async function waitFor(url, child, name, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} was not ready at ${url} after ${timeoutMs} ms`);
}

/** Forwards a child's output line by line with a name in front, so the two logs stay readable. */
function prefixOutput(child, name) {
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream?.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
}

/** How each process runs: TypeScript under tsx (npm start, tests), or the compiled output of `npm run build` (start:prod). */
const COMMANDS = {
  source: {
    api: ['--import', 'tsx', 'src/main.ts'],
    web: ['--import', 'tsx', 'src/server/main.ts'],
    admin: ['--import', 'tsx', 'server/main.ts'],
  },
  compiled: {
    api: ['--enable-source-maps', 'dist/main.js'],
    web: ['--enable-source-maps', 'dist/server.js'],
    admin: ['--enable-source-maps', 'dist/server/main.js'],
  },
};

/**
 * Starts API then web; resolves once the API is ready (/ready) and the storefront answers. `stop()` ends both.
 * `seedDemo`: first import the demo store (demo/, through the catalogue importer) into a database that has no product
 * yet, a database that has a catalogue being left as it is (npm start, the journeys, Lighthouse; never start:prod).
 * The API itself never seeds: without it a new database serves no product.
 * `firstOwner`: on a database with no staff account, make an owner (owner@store.localhost) and answer its one-time
 * set-password link as `firstOwnerLink` (npm start; never start:prod).
 * `adminPort`: also serve the staff application there (its server, apps/admin/server, forwarding /admin/* to the API),
 * and let the API take state-changing requests from its origin (ALLOWED_ORIGINS) and link staff emails to it (ADMIN_ORIGIN).
 */
export async function startStack({
  webPort,
  apiPort,
  adminPort,
  env = {},
  quiet = false,
  compiled = false,
  seedDemo = false,
  firstOwner = false,
}) {
  const commands = COMMANDS[compiled ? 'compiled' : 'source'];
  const stdio = quiet ? 'ignore' : ['ignore', 'pipe', 'pipe'];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // One CLIENT_ADDRESS_SECRET for both (made for this run when unset): the storefront signs the shopper address with it.
  // One OPERATOR_SECRET too: the API tells the storefront which cached pages to renew (a published review, a vote).
  const common = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    CLIENT_ADDRESS_SECRET: clientAddressSecret(),
    OPERATOR_SECRET: operatorSecret(),
    ...env,
  };
  // The API and the storefront run in their own folders: a relative CHANNELS_FILE means the folder npm was started in.
  if (common.CHANNELS_FILE) common.CHANNELS_FILE = path.resolve(process.env.INIT_CWD ?? process.cwd(), common.CHANNELS_FILE);
  if (seedDemo) {
    const seconds = await importDemo(common, { ifEmpty: true });
    if (!quiet) console.log(`Demo store (demo/) in the database: ${seconds.toFixed(1)} s`);
  }
  const adminOrigin = adminPort === undefined ? null : `http://localhost:${adminPort}`;
  // Before the API opens the database (an embedded one is one process's): the first owner of a store with no staff.
  const firstOwnerLink = firstOwner
    ? await makeFirstOwner({ ...common, ...(adminOrigin ? { ADMIN_ORIGIN: common.ADMIN_ORIGIN ?? adminOrigin } : {}) })
    : null;
  const staffEnv =
    adminOrigin === null
      ? {}
      : {
          ADMIN_ORIGIN: common.ADMIN_ORIGIN ?? adminOrigin,
          ALLOWED_ORIGINS: [...(common.ALLOWED_ORIGINS ?? '').split(','), adminOrigin]
            .map((o) => o.trim())
            .filter((o, i, all) => o !== '' && all.indexOf(o) === i)
            .join(','),
        };
  const api = spawn(process.execPath, commands.api, {
    cwd: path.join(root, 'apps/api'),
    stdio,
    // Account emails link to this storefront's pages (sign-in link, verification, reset); the storefront's
    // /api/revalidate is where review changes renew the pages that show them.
    env: {
      STOREFRONT_ORIGIN: `http://{brand}.localhost:${webPort}`,
      STOREFRONT_URLS: `http://127.0.0.1:${webPort}`,
      ...common,
      ...staffEnv,
      API_PORT: String(apiPort),
    },
  });
  if (!quiet) prefixOutput(api, 'api');
  const children = [api];
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    await waitFor(`${apiUrl}/ready`, api, 'The API');
    // Next keeps the API answers it cached (fetch-cache) on disk across restarts; they are of whatever database the last
    // storefront on this build served, and this stack's may be another (a new run's), so it starts without them.
    rmSync(path.join(webDir, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
    // The storefront's own server (apps/web/src/server/main.ts): it sets the shopper's address from the socket.
    const web = spawn(process.execPath, commands.web, {
      cwd: webDir,
      stdio,
      env: { ...common, NODE_ENV: 'production', API_URL: apiUrl, PORT: String(webPort) },
    });
    if (!quiet) prefixOutput(web, 'web');
    children.push(web);
    await waitFor(`http://127.0.0.1:${webPort}/`, web, 'The storefront');
    if (adminPort !== undefined) {
      // The staff application's server (apps/admin/server/main.ts): its pages, and /admin/* forwarded to the API with
      // the staff member's address signed like the storefront's.
      const admin = spawn(process.execPath, commands.admin, {
        cwd: adminDir,
        stdio,
        env: { ...common, NODE_ENV: 'production', API_URL: apiUrl, ADMIN_PORT: String(adminPort) },
      });
      if (!quiet) prefixOutput(admin, 'admin');
      children.push(admin);
      await waitFor(`http://127.0.0.1:${adminPort}/`, admin, 'The staff application');
    }
  } catch (error) {
    stop();
    throw error;
  }
  return {
    api,
    web: children[1],
    admin: children[2],
    apiUrl,
    webUrl: `http://localhost:${webPort}`,
    adminUrl: adminOrigin,
    firstOwnerLink,
    stop,
  };
}
