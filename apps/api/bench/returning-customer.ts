// `npm run bench:returning -w @store/api`: HEAD /orders answer times for a hit (a paid order matches) and a miss, each
// from a session with a cart (so the recognition side effect runs), interleaved at random. Prints the figures; it
// asserts nothing (timing does not belong in unit tests on a shared machine).
import { randomBytes, randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { orderLookupKeys } from '@store/core';
import { openDatabase } from '../src/db/client';
import { buildStoreApp } from '../test/support/store-app';
import { orders } from '../src/db/schema';
import { importDemo } from '../test/support/demo-data';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const handle = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { memory: true });
await handle.migrate();
// The demo store's nestwood catalogue and coupons (a recognised shopper gets WELCOMEBACK), through the importer.
await importDemo(handle.db, ['products', 'upsells', 'coupons'], ['nestwood']);
const app = await buildStoreApp(handle.db);
await app.ready();

const known = { email: 'bench.returning@example.com', phone: '5557654321', zip: '30301' };
const id = randomBytes(12).toString('hex');
const address = {
  firstName: 'Bench',
  lastName: 'Shopper',
  phone: known.phone,
  address: { line1: '1 Main St', line2: '', zip: known.zip, city: 'Atlanta', state: 'GA', country: 'US' },
};
await handle.db.insert(orders).values({
  id,
  shortId: id.slice(0, 8),
  brand: 'nestwood',
  sessionHash: id,
  cartId: id,
  status: 'paid',
  email: known.email,
  shippingDetails: address,
  billingDetails: address,
  paymentDetails: { billingProvider: 'stripeDirect', customerID: null },
  cart: {} as never,
  totalAmount: 0,
  currency: 'USD',
  ...orderLookupKeys(known),
});

/** A fresh session with one mattress in its cart, and an address of its own (the lookup limits key on both). */
async function sessionWithCart(): Promise<{ cookie: string; remoteAddress: string }> {
  const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const res = await app.inject({
    method: 'POST',
    url: '/carts/my/items',
    headers: { 'x-brand': 'nestwood', 'content-type': 'application/json' },
    remoteAddress,
    payload: { items: [{ productID: 'luxe-hybrid-mattress', quantity: 1, properties: [{ name: 'Size', value: 'queen' }] }] },
  });
  const sid = res.cookies.find((c) => c.name === 'sid')?.value ?? '';
  return { cookie: `sid=${sid}`, remoteAddress };
}

const times: Record<'hit' | 'miss', number[]> = { hit: [], miss: [] };
const plan = [...Array<'hit'>(ROUNDS).fill('hit'), ...Array<'miss'>(ROUNDS).fill('miss')].sort(() => Math.random() - 0.5);
for (const kind of plan) {
  const session = await sessionWithCart();
  const who = kind === 'hit' ? known : { ...known, zip: '30302' };
  const url = `/orders?email=${encodeURIComponent(who.email)}&phone=${who.phone}&zip=${who.zip}&status=done`;
  const started = performance.now();
  const res = await app.inject({
    method: 'HEAD',
    url,
    headers: { 'x-brand': 'nestwood', cookie: session.cookie },
    remoteAddress: session.remoteAddress,
  });
  times[kind].push(performance.now() - started);
  if (res.headers.exist !== String(kind === 'hit'))
    throw new Error(`unexpected answer ${res.statusCode} ${String(res.headers.exist)}`);
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
