// Bundles a Node entry point of ours to plain JavaScript (production runs compiled code, not tsx). Our own
// TypeScript (the app's src/ and the workspace's @store/core, which ships as source) is bundled; every npm package
// stays external and loads from node_modules as usual, except the `postgres` driver, bundled with a crash guard
// (postgres-write-guard.mjs).
import { build } from 'esbuild';
import { postgresWriteGuard } from './postgres-write-guard.mjs';

const ownCode = /^(\.|\/|@store\/|postgres$)/;

/** Builds `entryPoints` ({ name: 'src/file.ts' }) into `outdir` as ESM for Node 20, with source maps. */
export async function buildNode({ entryPoints, outdir }) {
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    jsx: 'automatic',
    logLevel: 'warning',
    plugins: [
      postgresWriteGuard,
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => (ownCode.test(args.path) ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
}
