import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The API integration tests run on in-memory PGlite, or with TEST_DB=postgres on DATABASE_URL's PostgreSQL (each file in
 * a database of its own; CI runs them there, the engine production runs on).
 */
const apiOnPostgres = process.env.TEST_DB === 'postgres';
if (apiOnPostgres && !process.env.DATABASE_URL) {
  throw new Error('TEST_DB=postgres runs the API tests on PostgreSQL: set DATABASE_URL to its server');
}

/** A test file that replaces a module, a global or an environment variable for itself. */
const REPLACES_FOR_ITSELF = /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/;
/** A test file that replaces a module for itself (the storefront's setup undoes stubbed globals and variables). */
const REPLACES_A_MODULE = /\bvi\.(mock|doMock)\(/;

/**
 * A project's files, run one after another in each worker's process sharing its modules (`isolate: false`): importing
 * the API again for every file cost more than the tests themselves (the whole run took 7.5 minutes isolated, 5
 * shared). A file that replaces a module, a global or an environment variable goes to `<name>-isolated`, where each
 * file has fresh modules: a module that read the environment once must not keep another file's.
 */
function projects(
  name: string,
  include: string[],
  test: object = {},
  isolates = REPLACES_FOR_ITSELF,
): TestProjectInlineConfiguration[] {
  const files = include.flatMap((pattern) => globSync(pattern, { exclude: (file) => file.includes('node_modules') }));
  const isolated = files.filter((file) => isolates.test(readFileSync(file, 'utf8')));
  const list: TestProjectInlineConfiguration[] = [
    { test: { ...test, name, include, exclude: isolated, environment: 'node', isolate: false } },
  ];
  if (isolated.length > 0) list.push({ test: { ...test, name: `${name}-isolated`, include: isolated, environment: 'node' } });
  return list;
}

/**
 * One run covers core, API, web, admin and docs tests. One worker more than the machine has cores: an API test file
 * spends part of its time waiting (on PostgreSQL's processes, on timers), and measured on 2 cores, 3 workers kept both
 * busy (vitest's own default, one fewer than the cores, left one idle). At most 8: on PostgreSQL each worker's file
 * holds a pool of up to 10 connections, and a default server takes 100.
 */
export default defineConfig({
  test: {
    maxWorkers: Math.min(availableParallelism() + 1, 8),
    projects: [
      ...projects('core', ['packages/core/src/**/*.test.ts']),
      ...projects(apiOnPostgres ? 'api-postgres' : 'api', ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'], {
        env: { TEST_DB: apiOnPostgres ? 'postgres' : 'pglite' },
        // What modules memoise of one file's database is cleared before the next file.
        setupFiles: ['apps/api/test/support/shared-process.setup.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
      ...projects('docs', ['scripts/**/*.test.mjs']),
      // Next compiles the web's JSX (tsconfig jsx: preserve); tests that render a component need it compiled here.
      // The web's files share a worker's process too, and each starts with fresh storefront modules and ends with its
      // stubbed globals and variables put back (fresh-modules.setup.ts): the stores (cart, checkout) are module state
      // that a file expects as a new page has it, and a module reads the environment anew. React and the other packages
      // stay loaded. Only a file that replaces a module runs in a process of its own. A process per file took 132 s of
      // CPU for the 193 files, this about 70 s.
      ...projects(
        'web',
        ['apps/web/src/**/*.test.{ts,tsx}'],
        { setupFiles: ['apps/web/src/test-support/fresh-modules.setup.ts'] },
        REPLACES_A_MODULE,
      ).map((p) => ({ ...p, oxc: { jsx: { runtime: 'automatic' as const } } })),
      // The staff application's pure pieces (money, search params, diffs) and its server (app.inject).
      ...projects('admin', ['apps/admin/{src,server}/**/*.test.{ts,tsx}']),
    ],
  },
});
