import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The API integration tests run on in-memory PGlite, or with TEST_DB=postgres on DATABASE_URL's PostgreSQL (each file in
 * a database of its own; CI runs them there, the engine production runs on).
 */
const apiOnPostgres = process.env.TEST_DB === 'postgres';
if (apiOnPostgres && !process.env.DATABASE_URL) {
  throw new Error('TEST_DB=postgres runs the API tests on PostgreSQL: set DATABASE_URL to its server');
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
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: apiOnPostgres ? 'api-postgres' : 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: apiOnPostgres ? 'postgres' : 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'docs', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      {
        // Next compiles the web's JSX (tsconfig jsx: preserve); tests that render a component need it compiled here.
        oxc: { jsx: { runtime: 'automatic' } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        // The staff application's pure pieces (money, search params, diffs) and its server (app.inject).
        test: { name: 'admin', include: ['apps/admin/{src,server}/**/*.test.{ts,tsx}'], environment: 'node' },
      },
    ],
  },
});
