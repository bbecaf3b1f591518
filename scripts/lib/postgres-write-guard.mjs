// An esbuild plugin that bundles the `postgres` driver into the compiled API with a guard for a crash it has when
// PostgreSQL drops connections (a restart, a failover): a write queued with setImmediate runs after the connection
// closed and dereferences its null socket, an uncaught TypeError that ends the process (porsager/postgres#1154,
// #1208; fixes proposed in #1168 and #1209, unreleased in 3.4.9). Found by `npm run test:faults` (PostgreSQL restarted
// mid-load killed the API). The guard settles that write as CONNECTION_CLOSED (the caller gets a catchable error,
// as #1209 does), and the close paths forget a queued write so a reconnected socket starts clean. The build fails
// if the driver's source no longer has the patched lines (an upgrade: check whether it still needs the guard).
import { readFile } from 'node:fs/promises';

const FILE = /[\\/]node_modules[\\/]postgres[\\/]src[\\/]connection\.js$/;
const PATCHES = [
  [
    '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)',
    "  function nextWrite(fn) {\n    if (!socket) {\n      chunk = nextWriteTimer = null\n      error(Errors.connection('CONNECTION_CLOSED', options, socket))\n      return false\n    }\n    const x = socket.write(chunk, fn)",
  ],
  [
    '    clearImmediate(nextWriteTimer)\n    if (socket) {',
    '    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    if (socket) {',
  ],
  [
    '    incomings = null\n    clearImmediate(nextWriteTimer)\n',
    '    incomings = null\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n',
  ],
];

/** Applies the guard to connection.js source text; throws when a patched line is missing. */
export function guardPostgresWrites(source) {
  return PATCHES.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`postgres write guard: "${from.trim().split('\n')[0]}" not found in the driver`);
    return text.replace(from, to);
  }, source);
}

export const postgresWriteGuard = {
  name: 'postgres-write-guard',
  setup(b) {
    b.onLoad({ filter: FILE }, async (args) => ({
      contents: guardPostgresWrites(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};
