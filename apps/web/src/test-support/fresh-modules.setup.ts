// The web's test files run one after another in a worker's process (vitest `isolate: false`, see vitest.config.ts).
// The storefront's own modules are evaluated again for each file, so module state (the cart and checkout stores, what
// a module memoised) starts as a new page has it; packages (React, zod) stay loaded, which is where the time went.
import { vi } from 'vitest';

vi.resetModules();
