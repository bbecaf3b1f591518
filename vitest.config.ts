import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.DATABASE_URL);

/**
 * One run covers core, API, web and admin unit tests. API integration tests run on PGlite always and,
 * when DATABASE_URL is set, a second time on that PostgreSQL (each file in a database of its own).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/api/test/**/*.test.ts'],
                environment: 'node',
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
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
