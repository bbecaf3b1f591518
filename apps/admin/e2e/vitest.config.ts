import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The staff application's browser journeys: run by scripts/e2e.mjs on the same stack as the storefront's, with the
 * staff application started (E2E_ADMIN_URL) and its accounts made (E2E_STAFF). One file at a time: the journeys share
 * the stack, its orders and its signed-in staff.
 */
export default defineConfig({
  test: {
    name: 'e2e-admin',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    environment: 'node',
    // One Chromium for the run, each file connected to it with contexts of its own.
    globalSetup: ['../../web/e2e/support/browser-server.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Polls wait up to 10 s, not vitest's 1 s: on a busy machine a step can take longer without anything being wrong.
    expect: { poll: { timeout: 10_000 } },
  },
});
