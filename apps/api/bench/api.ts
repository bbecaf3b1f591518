// `npm run bench:api`: req/s and p50/p99 latency of GET cart and add item, next to a bare Fastify + SQL route doing the same reads and
// writes; then the product page's quote (a mattress with a gift), answered from the one-hour quote cache after the first request.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../src/db/client';
import { buildStoreApp } from '../test/support/store-app';
import { seedCatalogs } from '../src/db/seed/seed-catalogs';
import { seedCoupons } from '../src/db/seed/seed-coupons';
import { seedUpsellCatalog } from '../src/db/seed/seed-upsells';
import { bareApp } from './bare-routes';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** A session id as the API issues it (signed with the key the app loaded). */
const newSid = () => store.signCookie(randomBytes(32).toString('base64url'));

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function run(name: string, opts: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  const bad = result.non2xx + result.errors;
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: bad,
  };
}

const handle = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { memory: true });
await handle.migrate();
await seedCatalogs(handle.db);
await seedUpsellCatalog(handle.db);
await seedCoupons(handle.db);
const store = await buildStoreApp(handle.db);
const bare = await bareApp(handle.db);
const [storeUrl, bareUrl] = [await listen(store), await listen(bare)];

// One cart with three lines, read over and over.
const sid = newSid();
const headers = { cookie: `sid=${sid}`, 'x-brand': 'nestwood', 'content-type': 'application/json' };
const line = (size: string) => ({ productID: 'luxe-hybrid-mattress', quantity: 1, properties: [{ name: 'Size', value: size }] });
await fetch(`${storeUrl}/carts/my/items`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ items: [line('queen'), line('king'), line('twin')] }),
});
await fetch(`${bareUrl}/bare/items`, { method: 'POST', headers, body: '{}' });

const gift = {
  productID: 'natural-cotton-sheet-set',
  quantity: 1,
  properties: [
    { name: 'Size', value: 'queen' },
    { name: 'Color', value: 'white' },
  ],
  forItem: 'q0',
};
const quoteOf = (parent: ReturnType<typeof line>) => Buffer.from(JSON.stringify({ items: [parent, gift] })).toString('base64');

// Each add goes to a fresh session, so every request creates a cart and adds a line (no quantity cap is hit).
const addRequest = (path: string, body?: string) => ({
  method: 'POST' as const,
  path,
  setupRequest: (req: autocannon.Request) => ({
    ...req,
    headers: { ...headers, cookie: `sid=${newSid()}` },
    ...(body ? { body } : {}),
  }),
});
const rows = [
  await run('GET /carts/my', { url: `${storeUrl}/carts/my`, headers }),
  await run('bare GET cart', { url: `${bareUrl}/bare/cart`, headers }),
  await run('POST /carts/my/items', {
    url: storeUrl,
    requests: [addRequest('/carts/my/items', JSON.stringify({ items: [line('queen')] }))],
  }),
  await run('bare POST item', { url: bareUrl, requests: [addRequest('/bare/items', '{}')] }),
  await run('GET /carts/quote (cached)', {
    url: `${storeUrl}/carts/quote?dd=bench&carts=${encodeURIComponent(quoteOf(line('queen')))}`,
    headers,
  }),
];
await store.close();
await bare.close();
await handle.close();

console.log(`API benchmark (${handle.kind}, ${CONNECTIONS} connections, ${DURATION} s each):`);
console.table(rows);
const ratio = (a: number, b: number) => (rows[a]!.reqPerSec / rows[b]!.reqPerSec).toFixed(2);
console.log(`store / bare throughput: GET cart ${ratio(0, 1)}, add item ${ratio(2, 3)}`);
