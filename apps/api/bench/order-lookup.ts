// `npm run bench:lookup -w @store/api`: POST /orders/lookup answer times for a hit (the details match a guest order)
// and a miss (the ZIP is wrong), interleaved at random, each from a browser and address of its own so the rate limits
// never answer instead. Prints the figures; it asserts nothing (timing does not belong in unit tests on a shared
// machine). Both answers run the same single INSERT ... SELECT (db/repositories/order-access.ts grantLookedUpOrder).
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/client';
import { buildStoreApp } from '../test/support/store-app';
import { importDemo } from '../test/support/demo-data';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const handle = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { memory: true });
await handle.migrate();
// The demo store's nestwood catalogue (demo/), through the catalogue importer.
await importDemo(handle.db, ['products', 'upsells'], ['nestwood']);
const app = await buildStoreApp(handle.db);
await app.ready();

const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
const json = { 'x-brand': 'nestwood', 'content-type': 'application/json' };

/** A guest order placed through the API (the bench's own email, so no other bench run's look-ups count against it). */
async function placeGuestOrder(email: string): Promise<string> {
  const remoteAddress = someAddress();
  const added = await app.inject({
    method: 'POST',
    url: '/carts/my/items',
    headers: json,
    remoteAddress,
    payload: { items: [{ productID: 'luxe-hybrid-mattress', quantity: 1, properties: [{ name: 'Size', value: 'queen' }] }] },
  });
  const sid = added.cookies.find((c) => c.name === 'sid')?.value ?? '';
  const details = {
    firstName: 'Bench',
    lastName: 'Shopper',
    phone: '5557654321',
    address: { line1: '1 Main St', line2: '', zip: '30301', city: 'Atlanta', state: 'GA', country: 'US' },
  };
  const res = await app.inject({
    method: 'POST',
    url: '/orders',
    headers: { ...json, cookie: `sid=${sid}` },
    remoteAddress,
    payload: {
      paymentDetails: { billingProvider: 'stripeDirect' },
      email,
      shippingDetails: details,
      billingDetails: details,
      brand: 'nestwood',
    },
  });
  if (res.statusCode !== 200) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { result: { shortId: string } }).result.shortId;
}

// One order per round, so the per-email limit (10 per 15 minutes) never answers instead of the look-up.
const times: Record<'hit' | 'miss', number[]> = { hit: [], miss: [] };
const plan = [...Array<'hit'>(ROUNDS).fill('hit'), ...Array<'miss'>(ROUNDS).fill('miss')].sort(() => Math.random() - 0.5);
for (const [round, kind] of plan.entries()) {
  const email = `bench.lookup.${round}.${Date.now()}@example.com`;
  const shortId = await placeGuestOrder(email);
  const payload = { email, zip: kind === 'hit' ? '30301' : '30302', shortId };
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url: '/orders/lookup', headers: json, remoteAddress: someAddress(), payload });
  times[kind].push(performance.now() - started);
  if (res.statusCode !== (kind === 'hit' ? 200 : 404)) throw new Error(`unexpected answer ${res.statusCode} ${res.body}`);
}

const stats = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = sorted.reduce((s, v) => s + v, 0) / sorted.length;
  return {
    n: sorted.length,
    meanMs: +mean.toFixed(2),
    p50Ms: +at(0.5).toFixed(2),
    p90Ms: +at(0.9).toFixed(2),
    p99Ms: +at(0.99).toFixed(2),
  };
};
const hit = stats(times.hit);
const miss = stats(times.miss);
console.table({ hit, miss });
console.log(`median difference hit - miss: ${(hit.p50Ms - miss.p50Ms).toFixed(2)} ms (${handle.kind})`);
await app.close();
await handle.close();
