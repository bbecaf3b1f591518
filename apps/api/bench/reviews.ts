// `npm run bench:reviews -w @store/api`: answer times of the reviews service on the demo store (demo/nestwood, whose main
// mattress has several hundred reviews): POST /reviews/filter with a free-text search (full-text search, relevance
// sort) and GET /reviews/products/mattress/bottomline. Prints p50/p95; asserts nothing (timing does not belong in unit
// tests on a shared machine). DATABASE_URL benches PostgreSQL (a database of its own: it is migrated and demo/ imported);
// else an in-memory PGlite.
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/client';
import { buildStoreApp } from '../test/support/store-app';
import { importDemo } from '../test/support/demo-data';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const handle = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { memory: true });
await handle.migrate();
await importDemo(handle.db, ['products', 'reviews', 'reviewAlbums'], ['nestwood']);
const app = await buildStoreApp(handle.db);
await app.ready();

const SEARCHES = ['back pain', 'cooling', 'firm support', 'delivery', 'edge support', '"sleep cool"', 'quality -delivery'];
const headers = { 'x-brand': 'nestwood' };

const calls = {
  'filter + search': async (i: number) =>
    app.inject({
      method: 'POST',
      url: '/reviews/filter',
      headers,
      payload: {
        free_text_search: SEARCHES[i % SEARCHES.length],
        per_page: 10,
        sortings: [{ sort_by: 'relevance', ascending: false }],
      },
    }),
  'product bottomline': async () => app.inject({ method: 'GET', url: '/reviews/products/mattress/bottomline', headers }),
};

const stats = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, p50Ms: +at(0.5).toFixed(2), p95Ms: +at(0.95).toFixed(2) };
};

const table: Record<string, ReturnType<typeof stats>> = {};
for (const [name, call] of Object.entries(calls)) {
  for (let i = 0; i < 10; i++) await call(i); // warm up
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const res = await call(i);
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  }
  table[name] = stats(times);
}
console.table(table);
console.log(`(${handle.kind}, ${ROUNDS} rounds each)`);
await app.close();
await handle.close();
