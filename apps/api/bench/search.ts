// `npm run bench:search -w @store/api`: answer times of GET /search on the demo catalogue (demo/nestwood): words, prefixes,
// typos (pg_trgm) and misses; and of GET /search/suggestions for a search typed letter by letter. Prints p50/p95;
// asserts nothing (timing does not belong in unit tests on a shared machine). DATABASE_URL benches PostgreSQL (a
// database of its own: it is migrated and demo/ imported); else an in-memory PGlite.
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/client';
import { buildStoreApp } from '../test/support/store-app';
import { importDemo } from '../test/support/demo-data';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const handle = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { memory: true });
await handle.migrate();
await importDemo(handle.db, ['products'], ['nestwood']);
const app = await buildStoreApp(handle.db);
await app.ready();

const SEARCHES = ['pillow', 'pilow', 'memory foam', 'bed frame', 'matress', 'king', 'hybird', 'sheets', 'xqzzy', 'pil'];
/** What a shopper types letter by letter (suggestions ask from the second character). */
const TYPED = ['ki', 'kin', 'king', 'king m', 'king mat', 'king mattress', 'pi', 'pil', 'pillo', 'twin x'];

async function timeRequests(path: string, queries: readonly string[]): Promise<{ n: number; p50Ms: number; p95Ms: number }> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS + 10; i++) {
    const q = queries[i % queries.length] ?? 'pillow';
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `${path}?q=${encodeURIComponent(q)}`,
      headers: { 'x-brand': 'nestwood' },
      // Each round from its own address: the suggestions' per-address limit is not what is measured.
      remoteAddress: `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    });
    if (i >= 10) times.push(performance.now() - started); // the first ten warm up
    if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body}`);
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (q: number) => +(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2);
  return { n: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95) };
}

console.table({
  'GET /search': await timeRequests('/search', SEARCHES),
  'GET /search/suggestions': await timeRequests('/search/suggestions', TYPED),
});
console.log(`(${handle.kind}, ${ROUNDS} requests each)`);
await app.close();
await handle.close();
