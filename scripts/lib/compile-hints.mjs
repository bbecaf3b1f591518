// The storefront's build scripts marked for eager compilation: each JavaScript file of `.next/static/chunks` starts
// with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later; a comment to every other
// engine). Without it V8 compiles a function the first time it is called, on the main thread: when the page's chunks
// run at hydration, that was most of the module runtime's factory calls (Turbopack's `instantiateModule`, about
// 110-130 ms of a cart page's main-thread script unthrottled). With it, a streamed script's functions are compiled on
// the background thread that parses it as it downloads. Next.js has no option for it (vercel/next.js#101287 proposes
// one), so it is added after `next build`; the build's file names are unchanged and no source map refers to them.
// Run after every storefront build: `npm run build -w @store/web`, and scripts/lib/stack.mjs's buildWebIfNeeded.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Prepends the hint to every `.js` file of the folder that lacks it; answers how many files it changed. */
export function addCompileHints(chunksDir) {
  let changed = 0;
  for (const entry of readdirSync(chunksDir, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(chunksDir, entry.name);
    const text = readFileSync(file, 'utf8');
    if (text.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + text);
    changed += 1;
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? '.next/static/chunks');
  console.log(`Compile hints added to ${addCompileHints(dir)} scripts in ${dir}`);
}
