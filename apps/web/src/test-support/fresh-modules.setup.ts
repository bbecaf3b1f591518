// The web's test files run one after another in a worker's process (vitest `isolate: false`, see vitest.config.ts).
// The storefront's own modules are evaluated again for each file, so module state (the cart and checkout stores, what
// a module memoised or read from the environment) starts as a new page has it; packages (React, zod) stay loaded,
// which is where the time went. What a file stubbed (a global such as fetch, an environment variable) is put back when
// it ends, so the next file sees the real ones.
import { afterAll, vi } from 'vitest';

vi.resetModules();

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
