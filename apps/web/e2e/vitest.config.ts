import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: run by scripts/e2e.mjs once the stack is up (E2E_WEB_PORT). Two files at a time (E2E_WORKERS): a
 * journey mostly waits on the stack and the browser, so two share the 2-core machines' CPU well (765 s one at a time,
 * 571 s two at a time, 552 s three at a time with a late poll); each journey uses its own browser context, carts and
 * guests, and changes nothing another reads. Polls wait up to 10 s, not vitest's 1 s: on a busy machine a step can take
 * longer than that without anything being wrong.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    environment: 'node',
    // One Chromium for the run, each file connected to it with contexts of its own.
    globalSetup: ['support/browser-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    expect: { poll: { timeout: 10_000 } },
  },
});
