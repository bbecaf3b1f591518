// `npm run bench:api`: the API as production runs it (compiled, PostgreSQL, Redis, worker in the process) measured
// from this process alone (autocannon and fetch loops), next to the bare Fastify + SQL baseline, then two API
// processes behind HAProxy. Several runs, medians. Knobs: BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_RUNS,
// BENCH_SCENARIOS (get-cart,add-to-cart,coupon,quote,product-page,checkout), DATABASE_URL (the server the bench database
// is created on), REDIS_URL. Exits 1 when any request failed or an order is not accounted for. docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureCheckout } from './lib/bench/checkout.mjs';
import { HAPROXY, haproxyAvailable, writeHaproxyConfig } from './lib/bench/haproxy.mjs';
import { buildServers, freePort, startApi, startBare, startHaproxy, startWeb } from './lib/bench/processes.mjs';
import { collector, table } from './lib/bench/report.mjs';
import { SCENARIOS, cartSessions, measure } from './lib/bench/scenarios.mjs';
import { benchDatabase, dropRedisPrefix, orderCounts, serverVersions, sessionKey } from './lib/bench/stores.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ALL = [...Object.keys(SCENARIOS), 'checkout'];
const selected = (process.env.BENCH_SCENARIOS ?? ALL.join(',')).split(',').map((s) => s.trim());
const unknown = selected.filter((s) => !ALL.includes(s));
if (unknown.length > 0) throw new Error(`BENCH_SCENARIOS: unknown ${unknown.join(', ')} (known: ${ALL.join(', ')})`);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `bench:${randomBytes(4).toString('hex')}:`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const { web: webBuilt } = await buildServers();
if (selected.includes('product-page') && !webBuilt)
  console.log('Product page skipped: no storefront build (apps/web/.next/BUILD_ID); run npm run build first.');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
const db = await benchDatabase(serverUrl);
const running = [];
let cleaning;
/** Stops the servers, drops the database and the Redis keys, once (at the end, or on Ctrl-C). */
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const child of running.reverse()) await child.stop();
    await db.drop();
    await dropRedisPrefix(redisUrl, redisPrefix);
    rmSync(tmp, { recursive: true, force: true });
  })());
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanUp().finally(() => process.exit(130)));
const results = collector();
const counter = { next: 0 };
let completedCheckouts = 0;
const firstErrors = [];

const CHECKOUT_ROW = 'checkout (add, order, card token, pay): checkouts/s, order + pay';

/** Every selected scenario against `urls`, RUNS times in turn (so drift spreads over all), then the cart calls and the checkout at ¼ max. */
async function measureAll(mode, urls, ctx) {
  const rows = Object.entries(SCENARIOS)
    .filter(([key]) => selected.includes(key))
    .flatMap(([, make]) => make(ctx))
    .filter((row) => urls[row.server]);
  const keyOf = (processes, name) => `${processes}|${name}`;
  const meta = (row) =>
    mode.processes === 1
      ? { name: row.name, processes: 1, ...(row.baseline ? { ratioTo: keyOf(1, row.baseline), ratioName: 'bare' } : {}) }
      : { name: row.name, processes: mode.processes, ratioTo: keyOf(1, row.name), ratioName: '1 process' };
  const settings = { seconds: SECONDS, connections: CONNECTIONS };
  for (const row of rows) await measure(urls[row.server], row.options, { ...settings, seconds: 1 }); // warm-up
  for (let run = 1; run <= RUNS; run += 1) {
    console.log(`${mode.label}: run ${run}/${RUNS} (load ${load()})`);
    for (const row of rows) {
      results.add(keyOf(mode.processes, row.name), meta(row), await measure(urls[row.server], row.options, settings));
    }
    if (selected.includes('checkout')) {
      const c = await measureCheckout(urls.api, { ...settings, counter });
      completedCheckouts += c.completed;
      if (c.firstError) firstErrors.push(`${mode.label} checkout: ${c.firstError}`);
      const name = (n) => ({ name: n, processes: mode.processes });
      const ratio = (n) => (mode.processes > 1 ? { ratioTo: keyOf(1, n), ratioName: '1 process' } : {});
      for (const [n, r] of [
        [CHECKOUT_ROW, c.checkout],
        ['  POST /orders', c.createOrder],
        ['  POST /orders/{id}/payment', c.pay],
      ])
        results.add(keyOf(mode.processes, n), { ...name(n), ...ratio(n) }, r);
    }
  }
  // The cart calls again at a quarter of the maximum just measured (autocannon paces them; latency corrected for
  // coordinated omission).
  // The bare baseline runs at the same rate: the floor this machine's database and loopback set for that latency.
  for (const row of rows.filter((r) => r.server === 'api' && r.quarter)) {
    const max = results.get(keyOf(mode.processes, row.name)).rps;
    const overallRate = Math.max(1, Math.round(max / 4));
    const bare = rows.find((r) => r.name === row.baseline && urls[r.server]);
    const paced = [row, ...(bare ? [bare] : [])].map((r) => ({ row: r, name: `${r.name} at ${overallRate} req/s (¼ max)` }));
    for (let run = 1; run <= RUNS; run += 1)
      for (const { row: r, name } of paced)
        results.add(
          keyOf(mode.processes, name),
          { name, processes: mode.processes },
          await measure(urls[r.server], r.options, { ...settings, overallRate }),
        );
  }
  if (selected.includes('checkout')) await checkoutAtQuarter(mode, settings, { rows, urls });
}

/**
 * The checkout again at a quarter of its maximum rate just measured: create order + pay latency off the saturation;
 * then (one process, with add-to-cart's bare baseline selected) the bare one-transaction request at the rate those two
 * calls arrive, the floor that latency is read against.
 */
async function checkoutAtQuarter(mode, settings, { rows, urls }) {
  const max = results.get(`${mode.processes}|${CHECKOUT_ROW}`).rps;
  const rate = Math.max(1, Math.round(max / 4));
  const name = `checkout at ¼ max (${rate}/s): order + pay`;
  for (let run = 1; run <= RUNS; run += 1) {
    const c = await measureCheckout(mode.apiUrl, { ...settings, counter, rate });
    completedCheckouts += c.completed;
    if (c.late > 0) console.log(`${name}: ${c.late} checkouts started late (every loop busy)`);
    if (c.firstError) firstErrors.push(`${mode.label} ${name}: ${c.firstError}`);
    results.add(`${mode.processes}|${name}`, { name, processes: mode.processes }, c.checkout);
  }
  const bare = rows.find((r) => r.name === 'bare POST item' && urls[r.server]);
  if (mode.processes !== 1 || bare === undefined) return;
  const overallRate = rate * 2; // POST /orders and POST /orders/{id}/payment of each checkout
  const bareName = `bare POST item at ${overallRate} req/s (the rate of order + pay at ¼ max)`;
  for (let run = 1; run <= RUNS; run += 1)
    results.add(
      `1|${bareName}`,
      { name: bareName, processes: 1 },
      await measure(urls[bare.server], bare.options, { ...settings, overallRate }),
    );
}

try {
  const versions = await serverVersions(db.sql, redisUrl);
  console.log(
    `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, PostgreSQL ${versions.postgres}, Redis ${versions.redis}; load ${load()}`,
  );
  console.log(`Database ${db.name}, Redis prefix ${redisPrefix}; ${RUNS} runs of ${SECONDS} s, ${CONNECTIONS} connections`);
  const stores = { databaseUrl: db.url, redisUrl, redisPrefix };
  const api1 = await startApi({ port: await freePort(), ...stores });
  running.push(api1);
  const bare = await startBare({ port: await freePort(), databaseUrl: db.url });
  running.push(bare);
  const key = await sessionKey(db.sql);
  const ctx = { key, ...(await cartSessions({ apiUrl: api1.url, bareUrl: bare.url, key, count: CONNECTIONS * 2 })) };
  const withWeb = async (apiUrl) => {
    if (!webBuilt || !selected.includes('product-page')) return undefined;
    const web = await startWeb({ port: await freePort(), apiUrl });
    running.push(web);
    return web;
  };
  const web1 = await withWeb(api1.url);
  await measureAll(
    { label: '1 API process', processes: 1, apiUrl: api1.url },
    { api: api1.url, bare: bare.url, web: web1?.url },
    ctx,
  );
  await web1?.stop();

  if (process.env.BENCH_PROCESSES === '1') console.log('Two API processes skipped: BENCH_PROCESSES=1.');
  else if (!haproxyAvailable())
    console.log(`Two API processes skipped: HAProxy is not installed (${HAPROXY}; apt-get install haproxy).`);
  else {
    const api2 = await startApi({ port: await freePort(), ...stores });
    running.push(api2);
    const port = await freePort();
    const config = writeHaproxyConfig(tmp, { port, backends: [api1.url, api2.url].map((u) => new URL(u).port) });
    const lb = await startHaproxy({ config, readyUrl: `http://127.0.0.1:${port}/ready` });
    running.push(lb);
    const lbUrl = `http://127.0.0.1:${port}`;
    const web2 = await withWeb(lbUrl);
    await measureAll(
      { label: '2 API processes behind HAProxy', processes: 2, apiUrl: lbUrl },
      { api: lbUrl, web: web2?.url },
      ctx,
    );
  }

  const counts = await orderCounts(db.sql);
  console.log(`\nAPI benchmark: ${RUNS} runs of ${SECONDS} s, ${CONNECTIONS} connections, medians; load now ${load()}`);
  console.table(table(results));
  report(counts);
} finally {
  await cleanUp();
}

/** The API goals (docs/benchmarks.md) against the medians, the orders accounted for, and the exit code. */
function report(counts) {
  const get = (processes, name) => results.get(`${processes}|${name}`);
  const line = (text) => console.log(`- ${text}`);
  const add = get(1, 'POST /carts/my/items');
  const bareAdd = get(1, 'bare POST item');
  if (add && bareAdd) line(`add to cart vs bare: ${(add.rps / bareAdd.rps).toFixed(2)}× (goal ≥ 0.8×)`);
  for (const key of results.keys().filter((k) => k.startsWith('1|') && k.includes('(¼ max)') && !k.includes('checkout')))
    line(
      `${results.get(key).name}: p99 ${results.get(key).p99} ms ${results.get(key).name.startsWith('bare') ? '(the bare baseline at the same rate)' : '(goal ≤ 30 ms)'}`,
    );
  const checkout = get(1, CHECKOUT_ROW);
  if (checkout) line(`create order + pay p99 at the maximum rate: ${checkout.p99.toFixed(1)} ms (goal ≤ 60 ms)`);
  for (const key of results.keys().filter((k) => k.startsWith('1|checkout at ¼ max')))
    line(
      `create order + pay p99 ${results.get(key).name.replace(': order + pay', '')}: ${results.get(key).p99.toFixed(1)} ms (goal ≤ 60 ms)`,
    );
  for (const key of results.keys().filter((k) => k.startsWith('1|') && k.includes('the rate of order + pay')))
    line(`${results.get(key).name}: p99 ${results.get(key).p99.toFixed(1)} ms (the one-transaction floor at that rate)`);
  for (const key of results.keys().filter((k) => k.startsWith('2|') && results.get(k).ratioTo)) {
    const row = results.get(key);
    const one = results.get(row.ratioTo);
    if (one) line(`2 processes / 1: ${(row.rps / one.rps).toFixed(2)}× ${row.name.trim()}`);
  }
  const paid = counts.byStatus.paid ?? 0;
  const created = Object.values(counts.byStatus).reduce((a, b) => a + b, 0);
  line(
    `orders created ${created}, paid ${paid} (by status ${JSON.stringify(counts.byStatus)}), sandbox charges ${counts.charges}, checkouts completed ${completedCheckouts}`,
  );
  const errors = results.keys().reduce((n, k) => n + results.get(k).errors, 0);
  const accounted = paid === completedCheckouts && counts.charges === paid && created === paid;
  for (const e of firstErrors) line(`first error: ${e}`);
  if (errors > 0 || !accounted) {
    console.log(
      `FAILED: ${errors} failed requests${accounted ? '' : '; orders not all accounted for (created = paid = charges = completed)'}`,
    );
    process.exitCode = 1;
  }
}
