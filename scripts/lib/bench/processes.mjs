// The processes `npm run bench:api` measures, each a child of its own (the load generator stays alone in the parent):
// the compiled API, the compiled bare baseline, the compiled storefront server, and HAProxy.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { clearTimeout } from 'node:timers';
import path from 'node:path';
import { buildNode } from '../build-node.mjs';
import { clientAddressSecret } from '../client-address.mjs';
import { buildAdminIfNeeded, newestMtime, root } from '../stack.mjs';

const apiDir = path.join(root, 'apps/api');
const webDir = path.join(root, 'apps/web');
const adminDir = path.join(root, 'apps/admin');

let nextPort = Number(process.env.BENCH_PORT_BASE) || 0;

/**
 * A TCP port nobody listens on now: the next one from BENCH_PORT_BASE when it is set (to keep the bench inside a
 * range of ports given to it), else the kernel's pick.
 */
export function freePort() {
  if (nextPort) return Promise.resolve(nextPort++);
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Compiles the API when dist/main.js is missing or older than its sources, the bare baseline to dist/bench (unless
 * `bare: false`), the storefront's server (dist/server.js) when it is missing or older than src/server and src/lib, and
 * with `admin: true` the staff application (its Vite build and dist/server/main.js) when missing or stale, as
 * `npm run start:prod` needs all three. Answers whether the storefront is built (its Next build and its server).
 */
export async function buildServers({ bare = true, admin = false } = {}) {
  const main = path.join(apiDir, 'dist/main.js');
  const sources = Math.max(newestMtime(path.join(apiDir, 'src')), newestMtime(path.join(root, 'packages/core/src')));
  if (!existsSync(main) || statSync(main).mtimeMs < sources) {
    console.log('Building the API (npm run build -w @store/api: dist is missing or older than src)...');
    await run(process.execPath, ['build.mjs'], apiDir);
  }
  if (bare)
    await buildNode({ entryPoints: { bare: path.join(apiDir, 'bench/bare-main.ts') }, outdir: path.join(apiDir, 'dist/bench') });
  const webServer = path.join(webDir, 'dist/server.js');
  const webSources = Math.max(newestMtime(path.join(webDir, 'src/server')), newestMtime(path.join(webDir, 'src/lib')));
  const webStale = !existsSync(webServer) || statSync(webServer).mtimeMs < webSources;
  if (existsSync(path.join(webDir, '.next/BUILD_ID')) && webStale) {
    console.log('Building the storefront server (apps/web/build-server.mjs)...');
    await run(process.execPath, ['build-server.mjs'], webDir);
  }
  if (admin) {
    buildAdminIfNeeded();
    const adminServer = path.join(adminDir, 'dist/server/main.js');
    const adminSources = Math.max(newestMtime(path.join(adminDir, 'server')), newestMtime(path.join(root, 'packages/core/src')));
    if (!existsSync(adminServer) || statSync(adminServer).mtimeMs < adminSources) {
      console.log('Building the staff application server (apps/admin/build-server.mjs)...');
      await run(process.execPath, ['build-server.mjs'], adminDir);
    }
  }
  return { web: existsSync(path.join(webDir, '.next/BUILD_ID')) && existsSync(webServer) };
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

/** Starts a child with the tail of its output kept (`output()`; shown when it fails to start), then waits for `readyUrl` to answer 2xx. */
async function startChild(name, args, { cwd, env, readyUrl }) {
  const child = spawn(args[0], args.slice(1), { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(readyUrl)).ok) return { ...stopper(child), output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`${name} was not ready at ${readyUrl}:\n${output}`);
}

/** The child with `stop()`: SIGTERM, then SIGKILL after 10 s, resolving once it exited. */
function stopper(child) {
  return {
    child,
    stop: () =>
      child.exitCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => {
            const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => (clearTimeout(kill), resolve()));
            child.kill('SIGTERM');
          }),
  };
}

// BENCH_API_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") to profile the API under the load.
const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** One compiled API process as production runs it (worker on, in the same process). */
export async function startApi({ port, databaseUrl, redisUrl, redisPrefix, worker = 'on', extraEnv = {} }) {
  const env = {
    NODE_ENV: 'production',
    // The load pays with the sandbox's test cards: a staging-like run, allowed explicitly (the API logs a warning).
    ALLOW_SANDBOX_PAYMENTS: '1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    API_PORT: String(port),
    LOG_LEVEL: 'warn',
    WORKER: worker,
    // Shared with the storefront processes (and the load generators, which sign their shoppers' addresses with it).
    CLIENT_ADDRESS_SECRET: clientAddressSecret(),
    ...extraEnv,
  };
  const readyUrl = `http://127.0.0.1:${port}/ready`;
  return {
    url: `http://127.0.0.1:${port}`,
    ...(await startChild(`API :${port}`, [process.execPath, ...nodeArgs, 'dist/main.js'], { cwd: apiDir, env, readyUrl })),
  };
}

/** The bare Fastify + SQL baseline (apps/api/bench/bare-routes.ts), compiled, on the same database. */
export async function startBare({ port, databaseUrl }) {
  const env = { NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: String(port) };
  const readyUrl = `http://127.0.0.1:${port}/bare/cart`;
  return {
    url: `http://127.0.0.1:${port}`,
    ...(await startChild('bare baseline', [process.execPath, 'dist/bench/bare.js'], { cwd: apiDir, env, readyUrl })),
  };
}

/** The compiled storefront server in front of `apiUrl`. */
export async function startWeb({ port, apiUrl, extraEnv = {} }) {
  const env = {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    API_URL: apiUrl,
    PORT: String(port),
    CLIENT_ADDRESS_SECRET: clientAddressSecret(),
    ...extraEnv,
  };
  const readyUrl = `http://127.0.0.1:${port}/`;
  return {
    url: `http://127.0.0.1:${port}`,
    ...(await startChild('storefront', [process.execPath, 'dist/server.js'], { cwd: webDir, env, readyUrl })),
  };
}

/** HAProxy with the generated config file, in the foreground (-db), ready once `readyUrl` answers through it. */
export async function startHaproxy({ config, readyUrl }) {
  return startChild('HAProxy', ['/usr/sbin/haproxy', '-db', '-f', config], { cwd: path.dirname(config), env: {}, readyUrl });
}
