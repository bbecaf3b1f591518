// `npm run test:faults`: the fault drills against the compiled API under checkout load, on a PostgreSQL
// cluster and a Redis server of their own (ports 55433 and 3719; API ports FAULTS_PORT.., default 3700):
//   a. PostgreSQL restarted mid-load   b. Redis killed mid-load   c. job worker SIGKILLed mid-job   d. slow provider.
// Each prints PASS/FAIL with its figures; exits 1 when any fails. FAULTS_DRILLS=a,c picks drills. docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildServers } from './lib/bench/processes.mjs';
import { checkLedger } from './lib/faults/ledger.mjs';
import { REQUEST_BUDGET_MS, checkout, failureKinds, leaksInternals, payAgain, runLoad } from './lib/faults/load.mjs';
import { privatePostgresMissing, startPrivatePostgres } from './lib/faults/private-postgres.mjs';
import { privateRedisMissing, startPrivateRedis } from './lib/faults/private-redis.mjs';
import { ready, startApi, startWorker } from './lib/faults/processes.mjs';
import { importDemo } from './lib/import-demo.mjs';
import { root } from './lib/stack.mjs';

const postgres = createRequire(path.join(root, 'apps/api/package.json'))('postgres');
const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 55433);
const REDIS_PORT = Number(process.env.FAULTS_REDIS_PORT ?? 3719);
const BASE_PORT = Number(process.env.FAULTS_PORT ?? 3700);
const DRILLS = (process.env.FAULTS_DRILLS ?? 'a,b,c,d').split(',').map((s) => s.trim());
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const results = [];
const started = Date.now();

const missing = privatePostgresMissing() ?? privateRedisMissing();
if (missing) {
  console.log(`Fault drills skipped: ${missing} (they need a private PostgreSQL 15 cluster and redis-server).`);
  process.exit(0);
}
await buildServers();
const pg = startPrivatePostgres(PG_PORT);
const redis = await startPrivateRedis(REDIS_PORT);
const running = new Set();
let cleaning;
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const p of running) await p.stop('SIGKILL');
    await redis.kill();
    pg.stop();
  })());
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanUp().finally(() => process.exit(130)));

/** A fresh database on the private cluster, holding the demo store (imported before an API starts on it): its URL and a client. */
async function database(name) {
  const admin = postgres(pg.url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = pg.url.replace(/\/postgres$/, `/${name}`);
  await importDemo({ DATABASE_URL: url });
  return { url, sql: postgres(url, { max: 2, onnotice: () => undefined, connect_timeout: 3 }) };
}

const apiEnv = (url, extra = {}) => ({
  DATABASE_URL: url,
  REDIS_URL: redis.url,
  REDIS_PREFIX: `faults:${randomBytes(3).toString('hex')}:`,
  ...extra,
});
async function api(port, env) {
  const p = await startApi({ port, env });
  running.add(p);
  return p;
}
async function stop(p, signal) {
  await p.stop(signal);
  running.delete(p);
}

/** Records one drill's verdict: every check with its figure; PASS when all hold. */
function verdict(name, checks, figures, servers = []) {
  const failed = checks.filter(([, ok]) => !ok);
  results.push({ name, ok: failed.length === 0 });
  console.log(`\n${failed.length === 0 ? 'PASS' : 'FAIL'} ${name}`);
  for (const [label, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label}`);
  for (const line of figures) console.log(`  ${line}`);
  for (const p of servers.filter((s) => s.proc.exitCode !== null && s.proc.exitCode !== 0 && s.proc.signalCode === null)) {
    console.log(`  ${p.name} exited ${p.proc.exitCode}; its last lines:`);
    for (const line of p.lines.slice(-12)) console.log(`    ${line.slice(0, 400)}`);
  }
}

/** Polls /ready every 200 ms until stopped: the states seen, in order, without repeats. */
function watchReady(url) {
  const seen = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const r = await ready(url);
      const state = `${r.status}${r.body?.result ? ` db=${r.body.result.database} redis=${r.body.result.redis}` : ''}`;
      if (seen.at(-1) !== state) seen.push(state);
      await sleep(200);
    }
  })();
  return { seen, stop: async () => ((stopped = true), await loop, seen) };
}

/** Waits until no payment attempt is processing (the late answers written), up to `ms`. */
async function settled(sql, ms = 15_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const [row] = await sql`select count(*)::int as n from payments where status = 'processing'`;
    if (row.n === 0) return;
    await sleep(500);
  }
}

const ledgerChecks = (ledger) => Object.entries(ledger.problems).map(([label, n]) => [`${label}: ${n}`, n === 0]);
const totalsLine = (t) => `orders ${t.orders}, paid ${t.paid}, charges ${t.charges}, attempts still processing ${t.processing}`;

/** Stops the checkout load and the /ready watch, lets in-flight payments settle, then checks the ledger. */
async function endUnderLoad(load, watch, sql) {
  const { completed, failures } = await load.stop();
  const seen = await watch.stop();
  await settled(sql);
  const ledger = await checkLedger(
    sql,
    completed.map((c) => c.orderId),
  );
  return { completed, failures, seen, ledger };
}

async function drillPostgresRestart(port) {
  const db = await database(`faults_pg_${randomBytes(3).toString('hex')}`);
  const server = await api(port, apiEnv(db.url));
  const load = runLoad(server.url, { connections: 4 });
  await sleep(4000);
  const watch = watchReady(server.url);
  const before = load.completed.length;
  const downAt = Date.now();
  // pg_ctl restart -m fast, with the server held down 3 s between stop and start so the window is long enough to see.
  await pg.stopFast();
  await sleep(3000);
  await pg.startAgain();
  const upAt = Date.now();
  await sleep(8000);
  const { completed, failures, seen, ledger } = await endUnderLoad(load, watch, db.sql);
  const afterRecovery = completed.filter((c) => c.at > upAt + 2000).length;
  const bad = failures.filter((f) => typeof f.status !== 'number' || (f.status >= 500 && f.status !== 503));
  const leaking = failures.filter((f) => leaksInternals(f.body));
  const outside = failures.filter((f) => f.at < downAt - 500 || f.at > upAt + 5000);
  const slowest = Math.max(0, ...failures.map((f) => f.ms));
  const crashed = server.proc.exitCode !== null;
  await stop(server);
  verdict(
    'a. PostgreSQL restarted mid-load',
    [
      [`the API process survived: ${crashed ? 'no, it exited' : 'yes'}`, !crashed],
      [`failed calls answered 4xx/503, never 500, a hang or a cut connection: ${bad.length} otherwise`, bad.length === 0],
      [`no answer shows a stack or driver text: ${leaking.length}`, leaking.length === 0],
      [`failures only in the window (down + 5 s): ${outside.length} outside`, outside.length === 0],
      [`slowest failed call ${Math.round(slowest)} ms ≤ budget ${REQUEST_BUDGET_MS} ms`, slowest <= REQUEST_BUDGET_MS],
      [`checkouts completed after recovery: ${afterRecovery}`, afterRecovery > 0],
      [`/ready went 503 then 200: ${seen.join(' → ')}`, seen.some((s) => s.startsWith('503')) && seen.at(-1).startsWith('200')],
      ...ledgerChecks(ledger),
    ],
    [
      `checkouts: ${completed.length} completed (${before} before the restart), ${failures.length} failed: ${JSON.stringify(failureKinds(failures))}`,
      `first failure: ${failures[0] ? `${failures[0].step} ${failures[0].status} ${failures[0].body.slice(0, 120)}` : 'none'}`,
      totalsLine(ledger.totals),
    ],
    [server],
  );
  await db.sql.end();
}

/** A pino JSON log line's message (the line itself when it is not JSON). */
function logMessage(line) {
  try {
    return String(JSON.parse(line).msg ?? line);
  } catch {
    return line;
  }
}

async function drillRedisKilled(port) {
  const db = await database(`faults_redis_${randomBytes(3).toString('hex')}`);
  const server = await api(port, apiEnv(db.url));
  const load = runLoad(server.url, { connections: 4 });
  await sleep(3000);
  const watch = watchReady(server.url);
  await redis.kill();
  const killedAt = Date.now();
  await sleep(8000);
  const during = load.completed.filter((c) => c.at > killedAt + 1000).length;
  await redis.start();
  const recoverBy = Date.now() + 20_000;
  while (Date.now() < recoverBy && !watch.seen.at(-1)?.includes('redis=up')) await sleep(250);
  await sleep(1000);
  const { completed, failures, seen, ledger } = await endUnderLoad(load, watch, db.sql);
  const said = server.lines.filter((l) => /redis/i.test(l) && /down|unavailable|fall|back|reconnect/i.test(l));
  await stop(server);
  verdict(
    'b. Redis killed mid-load',
    [
      [`failed checkouts: ${failures.length}`, failures.length === 0],
      [`checkouts completed while Redis was down: ${during}`, during > 0],
      [
        `/ready stayed 200 and said redis=down, then up: ${seen.join(' → ')}`,
        seen.every((s) => s.startsWith('200')) && seen.some((s) => s.includes('redis=down')) && seen.at(-1).includes('redis=up'),
      ],
      [`the log says Redis went down: ${said.length} lines`, said.length > 0],
      ...ledgerChecks(ledger),
    ],
    [
      `checkouts: ${completed.length} completed, ${failures.length} failed: ${JSON.stringify(failureKinds(failures))}`,
      `log: ${
        said
          .slice(0, 2)
          .map((l) => logMessage(l).slice(0, 160))
          .join(' | ') || 'nothing about Redis'
      }`,
      totalsLine(ledger.totals),
    ],
  );
  await db.sql.end();
}

async function jobCounts(sql) {
  const rows = await sql`select status, count(*)::int as n from jobs group by status`;
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

async function drillWorkerKilled(port) {
  const db = await database(`faults_worker_${randomBytes(3).toString('hex')}`);
  const env = apiEnv(db.url, { WORKER: 'off' });
  const server = await api(port, env);
  const load = runLoad(server.url, { connections: 4 });
  await sleep(6000);
  const { completed, failures } = await load.stop();
  const workerEnv = { ...env, API_PORT: String(port) };
  const first = startWorker(workerEnv);
  running.add(first);
  // SIGKILL once the worker is in the middle of the queue with confirmation emails in hand: some jobs done, others
  // claimed or waiting.
  let atKill = {};
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const [{ n: emails }] = await db.sql`select count(*)::int as n from jobs
      where status = 'running' and type = 'email.order-confirmation'`;
    atKill = await jobCounts(db.sql);
    if (emails > 0 && (atKill.done ?? 0) > 0) break;
    await sleep(10);
  }
  await stop(first, 'SIGKILL');
  const afterKill = await jobCounts(db.sql);
  // The killed worker's leases would expire after 60 s (worker.ts leaseMs); the drill moves them to now instead.
  const [{ n: leased }] = await db.sql`with r as (update jobs set locked_until = now() where status = 'running' returning 1)
    select count(*)::int as n from r`;
  const second = startWorker(workerEnv);
  running.add(second);
  const drainBy = Date.now() + 60_000;
  let end = {};
  while (Date.now() < drainBy) {
    end = await jobCounts(db.sql);
    if ((end.queued ?? 0) === 0 && (end.running ?? 0) === 0) break;
    await sleep(250);
  }
  await sleep(500);
  await stop(second);
  const paid = (await db.sql`select count(*)::int as n from orders where status = 'paid'`)[0].n;
  const mails = (await db.sql`select count(*)::int as n from mail_messages where "to" = 'faults@example.com'`)[0].n;
  const sends = (await db.sql`select count(*)::int as n from email_sends where template = 'order-confirmation'`)[0].n;
  const rerun = await db.sql`select type, count(*)::int as n from jobs where attempts > 1 group by type`;
  const ledger = await checkLedger(
    db.sql,
    completed.map((c) => c.orderId),
  );
  await stop(server);
  verdict(
    'c. job worker SIGKILLed mid-job',
    [
      [
        `checkouts with the worker off: ${completed.length} completed, ${failures.length} failed`,
        failures.length === 0 && completed.length > 0,
      ],
      [`killed with jobs in hand: ${JSON.stringify(atKill)} → ${leased} leases left running`, leased > 0],
      [
        `every job finished after the second worker: ${JSON.stringify(end)}`,
        (end.queued ?? 0) + (end.running ?? 0) + (end.failed ?? 0) === 0,
      ],
      [
        `one confirmation email per paid order: ${mails} emails, ${sends} sends, ${paid} paid orders`,
        mails === paid && sends === paid,
      ],
      ...ledgerChecks(ledger),
    ],
    [
      `jobs before the kill ${JSON.stringify(afterKill)}; jobs run again after the kill: ${rerun.map((r) => `${r.n} ${r.type}`).join(', ') || 'none'}`,
      totalsLine(ledger.totals),
    ],
  );
  await db.sql.end();
}

async function drillSlowProvider(port) {
  const db = await database(`faults_slow_${randomBytes(3).toString('hex')}`);
  const slow = await api(port, apiEnv(db.url, { PAYMENTS_FAULT: 'slow-provider' }));
  const attempts = await Promise.all(
    Array.from({ length: 4 }, (_, i) =>
      checkout(slow.url, 1000 + i).then(
        () => ({ ok: true }),
        (error) => ({
          ok: false,
          step: error.step,
          status: error.status,
          ms: error.ms,
          body: error.body ?? String(error),
          orderId: error.orderId,
          headers: error.headers,
        }),
      ),
    ),
  );
  const within = attempts.filter((a) => !a.ok && a.step === 'pay' && a.status === 409 && a.ms < 5000);
  const pending = (await db.sql`select count(*)::int as n from orders where status = 'pending'`)[0].n;
  await stop(slow, 'SIGKILL');
  // The slow process died with its attempts processing; another process without the fault settles and pays them.
  const healthy = await api(port + 1, apiEnv(db.url));
  const [{ n: processing }] = await db.sql`select count(*)::int as n from payments where status = 'processing'`;
  // The abandoned attempts are stale after the processing lease (60 s): the drill ages them instead of waiting.
  await db.sql`update payments set updated_at = now() - interval '10 minutes' where status = 'processing'`;
  const repaid = await Promise.all(
    attempts
      .filter((a) => a.orderId)
      .map((a) => payAgain(healthy.url, a.headers, a.orderId).catch((error) => `${error.status} ${error.body?.slice(0, 80)}`)),
  );
  await settled(db.sql);
  const ledger = await checkLedger(db.sql);
  await stop(healthy);
  verdict(
    'd. slow provider (5 s) under PAYMENTS_FAULT=slow-provider',
    [
      [
        `payments answered 409 "being processed" within the 4 s budget: ${within.length}/4 (${attempts.map((a) => (a.ok ? 'paid' : `${a.status} ${Math.round(a.ms)} ms`)).join(', ')})`,
        within.length === 4,
      ],
      [`orders left pending, not half-written: ${pending}/4 pending (attempts processing: ${processing})`, pending === 4],
      [
        `paid again through a process without the fault: ${repaid.join(', ')}`,
        repaid.length === 4 && repaid.every((r) => r === 'succeeded'),
      ],
      ...ledgerChecks(ledger),
    ],
    [totalsLine(ledger.totals)],
  );
  await db.sql.end();
}

const drills = { a: drillPostgresRestart, b: drillRedisKilled, c: drillWorkerKilled, d: drillSlowProvider };
try {
  for (const [i, key] of DRILLS.entries()) {
    if (!drills[key]) throw new Error(`FAULTS_DRILLS: unknown drill ${key} (a, b, c, d)`);
    await drills[key](BASE_PORT + 2 * i);
  }
} catch (error) {
  results.push({ name: 'drill run', ok: false });
  console.error(error);
} finally {
  await cleanUp();
}
const failed = results.filter((r) => !r.ok);
console.log(
  `\nFault drills: ${results.length - failed.length}/${results.length} passed in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(failed.length === 0 ? 0 : 1);
