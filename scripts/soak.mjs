// `npm run soak`: a bounded soak of the compiled API. Measures the maximum checkout rate for 15 s (or takes
// SOAK_RATE), then runs checkouts at half of it for SOAK_SECONDS (default 300), printing per window (a minute, or a
// third of a shorter run) p50/p99 of create order + pay, errors, and the API process's memory sampled every 2 s
// (lib/soak/memory-sampler.mjs: median RSS and the V8 heap's low-water mark per window). Pass: every window's p99 ≤ 1.5×
// the first's, median RSS and heap low-water each within 10% from the first window to the last, 0 errors,
// orders = paid = charges = completed.
// On the machine's PostgreSQL (a database of its own, DATABASE_URL) and Redis (a prefix of its own, REDIS_URL).
// Not in CI (minutes long). Port SOAK_PORT (default 3710). Figures: docs/benchmarks.md "Faults and soak".
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { buildServers } from './lib/bench/processes.mjs';
import { benchDatabase, dropRedisPrefix } from './lib/bench/stores.mjs';
import { checkLedger } from './lib/faults/ledger.mjs';
import { runLoad } from './lib/faults/load.mjs';
import { startApi } from './lib/faults/processes.mjs';
import { change, sampleMemory } from './lib/soak/memory-sampler.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const WINDOW = Math.min(60, SECONDS / 3);
const PORT = Number(process.env.SOAK_PORT ?? 3710);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `soak:${randomBytes(4).toString('hex')}:`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');

await buildServers();
const db = await benchDatabase(serverUrl);
let api;
let cleaning;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await api?.stop();
    await db.drop();
    await dropRedisPrefix(redisUrl, redisPrefix);
  })());
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanUp().finally(() => process.exit(130)));

let ok = false;
try {
  api = await startApi({
    port: PORT,
    env: { DATABASE_URL: db.url, REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix, LOG_LEVEL: 'warn', WORKER: 'on' },
  });
  const counter = { next: 0 };
  const completedIds = [];
  let rate = Number(process.env.SOAK_RATE ?? 0);
  let maxRate = null;
  if (!rate) {
    const probe = runLoad(api.url, { connections: CONNECTIONS, counter });
    await sleep(15_000);
    const { completed, failures } = await probe.stop();
    completedIds.push(...completed.map((c) => c.orderId));
    maxRate = completed.length / 15;
    rate = maxRate / 2;
    console.log(`Max checkout rate: ${fmt(maxRate)}/s over 15 s (${failures.length} errors); soaking at ${fmt(rate)}/s`);
  }
  console.log(
    `Soak: ${SECONDS} s at ${fmt(rate)} checkouts/s, ${CONNECTIONS} loops, windows of ${WINDOW} s (load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  const memory = sampleMemory({ pid: api.pid, url: api.url });
  const load = runLoad(api.url, { connections: CONNECTIONS, rate, counter });
  const windows = [];
  const start = Date.now();
  for (let w = 1; w * WINDOW <= SECONDS + 0.001; w += 1) {
    await sleep(start + w * WINDOW * 1000 - Date.now());
    const from = start + (w - 1) * WINDOW * 1000;
    const until = start + w * WINDOW * 1000;
    const done = load.completed.filter((c) => c.at > from && c.at <= until);
    const sorted = done.map((c) => c.ms).sort((a, b) => a - b);
    const row = {
      window: w,
      checkouts: done.length,
      rate: done.length / WINDOW,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors: load.failures.filter((f) => f.at > from && f.at <= until).length,
      ...memory.window(from, until),
    };
    windows.push(row);
    console.log(
      `  ${String(w).padStart(2)} (${Math.round((until - start) / 1000)} s): ${row.checkouts} checkouts (${fmt(row.rate)}/s), ` +
        `order+pay p50 ${fmt(row.p50)} ms p99 ${fmt(row.p99)} ms, errors ${row.errors}, API RSS median ${fmt(row.rssMedian)} MB (max ${fmt(row.rssMax)}), ` +
        `heap low-water ${fmt(row.heapLow)} MB (${row.samples} samples)`,
    );
  }
  const { completed, failures } = await load.stop();
  await memory.stop();
  completedIds.push(...completed.map((c) => c.orderId));
  await sleep(1000);
  const ledger = await checkLedger(db.sql, completedIds);
  const first = windows[0];
  const last = windows.at(-1);
  const p99Ratio = Math.max(...windows.map((w) => w.p99)) / first.p99;
  const rssChange = change(first.rssMedian, last.rssMedian);
  const heapChange = change(first.heapLow, last.heapLow);
  const t = ledger.totals;
  const checks = [
    [`worst window p99 / first window p99 = ${p99Ratio.toFixed(2)} ≤ 1.5`, p99Ratio <= 1.5],
    [
      `API RSS median ${fmt(first.rssMedian)} → ${fmt(last.rssMedian)} MB (${(rssChange * 100).toFixed(1)}%) within 10%`,
      Math.abs(rssChange) <= 0.1,
    ],
    [
      `API heap low-water ${fmt(first.heapLow)} → ${fmt(last.heapLow)} MB (${(heapChange * 100).toFixed(1)}%) within 10%`,
      Math.abs(heapChange) <= 0.1,
    ],
    [
      `errors: ${failures.length}${failures[0] ? ` (first: ${failures[0].step} ${failures[0].status})` : ''}`,
      failures.length === 0,
    ],
    [
      `orders ${t.orders} = paid ${t.paid} = charges ${t.charges} = completed ${completedIds.length}`,
      t.orders === t.paid && t.paid === t.charges && t.charges === completedIds.length,
    ],
    ...Object.entries(ledger.problems).map(([label, n]) => [`${label}: ${n}`, n === 0]),
  ];
  ok = checks.every(([, pass]) => pass);
  console.log(
    `\n${ok ? 'PASS' : 'FAIL'} soak (load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  for (const [label, pass] of checks) console.log(`  ${pass ? 'ok  ' : 'FAIL'} ${label}`);
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
