// `npm run typecheck`: the type check of core, the API, the storefront and the staff application, with TypeScript 7's
// compiler (the native one: the same checks as TypeScript 5.9 here, about 2.6 times faster on these 2-core machines,
// 26 s for the four projects where 5.9's took 68). TypeScript 5.9 stays the `typescript` package: typescript-eslint,
// Next.js's build and editors use its JavaScript API, which TypeScript 7 does not have.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib/stack.mjs';

// The package exports no path to its command; its package.json is exported, and the command sits beside it.
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin/tsc');
const PROJECTS = ['packages/core', 'apps/api', 'apps/web', 'apps/admin'];
// One checker thread per project: `npm test` runs the type check beside the other checks with both cores busy, where
// TypeScript 7's parallel checkers repeat work: the four projects took 46 s of CPU with them, 28 s without, in about the
// same time alone (24 and 21 s).

let failed = 0;
for (const project of PROJECTS) {
  const result = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit', '--singleThreaded'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`typecheck: ${project} has type errors`);
    failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);
