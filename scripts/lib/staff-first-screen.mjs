// The staff application's first screen after sign-in, as its script goes: its entry (index.html's script), the layout of
// every staff page and the start page of an owner or a manager (the dashboard), each with the chunks it imports
// statically, read from Vite's build manifest. Chunks loaded later (the dashboard's charts, other pages) are not in it.
// `npm run budget` holds it under its limit; `npm run lighthouse` prints it beside the staff row.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './stack.mjs';

const clientDir = path.join(root, 'apps/admin/dist/client');
const FIRST_SCREEN = ['index.html', 'src/features/shell/app-layout.tsx', 'src/features/dashboard/dashboard-page.tsx'];

/** At most this much script (gzip) before the first screen can be shown. */
export const STAFF_FIRST_SCREEN_LIMIT = 200 * 1024;

/** The first screen's scripts, from the build's manifest (apps/admin/dist/client/.vite/manifest.json). */
function firstScreenChunks() {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`${key} is not in the staff application's build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of FIRST_SCREEN) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** The first screen's script in gzip bytes, as it crosses the wire. */
export function staffFirstScreenBytes() {
  return firstScreenChunks().reduce((sum, file) => sum + gzipSync(readFileSync(path.join(clientDir, file))).length, 0);
}
