// SQL round trips per API request, counted on the wire: the compiled API talks to PostgreSQL through a counting proxy,
// and each step of a checkout (add to cart for a new session, GET cart, create order, card token, pay) is sent alone.
// A round trip is one Sync (extended protocol) or Query (simple protocol) message from the API. Unlike req/s and
// latency this figure does not move with the machine's load, so a change to a hot path can be judged on a busy machine.
//   npm run bench:round-trips        (BENCH_PORT_BASE: the first of two ports to use; CHECKOUTS: 5)
//   BENCH_SQL=1 npm run bench:round-trips   also lists each round trip's statements of the last checkout's requests
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { createServer, connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { JSON_HEADERS } from './lib/bench/scenarios.mjs';
import { ADD_MATTRESS as ADD, CARD_4242 as CARD, orderBody } from './lib/bench/checkout-bodies.mjs';
import { buildServers, freePort, startApi } from './lib/bench/processes.mjs';
import { clientAddressHeaders } from './lib/client-address.mjs';
import { benchDatabase, dropRedisPrefix } from './lib/bench/stores.mjs';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHECKOUTS = Number(process.env.CHECKOUTS ?? 5);
const SSL_REQUEST = 80877103;
const LIST_SQL = process.env.BENCH_SQL === '1';

/** A null-terminated string of a protocol message at `offset`: [text, offset after it]. */
function cString(buffer, offset) {
  const end = buffer.indexOf(0, offset);
  return [buffer.toString('utf8', offset, end), end + 1];
}

/** A TCP proxy to PostgreSQL counting the frontend's Sync and Query messages over all its connections. */
async function countingProxy(port, target) {
  // trips: the count; statements: each round trip's statements in order (a prepared one by the text it was parsed with).
  const counter = { trips: 0, statements: [] };
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    let buffer = Buffer.alloc(0);
    let started = false;
    const prepared = new Map();
    let pending = [];
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) break;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) break;
          started = buffer.readInt32BE(4) !== SSL_REQUEST;
          buffer = buffer.subarray(length);
          continue;
        }
        if (buffer.length < 5) break;
        const length = buffer.readInt32BE(1);
        if (buffer.length < length + 1) break;
        const type = String.fromCharCode(buffer[0]);
        if (LIST_SQL && type === 'P') {
          const [name, at] = cString(buffer, 5);
          const [text] = cString(buffer, at);
          prepared.set(name, text);
          pending.push(text);
        } else if (LIST_SQL && type === 'B') {
          const [, at] = cString(buffer, 5);
          const [name] = cString(buffer, at);
          if (name !== '' && pending.at(-1) !== prepared.get(name)) pending.push(prepared.get(name) ?? `(prepared ${name})`);
        } else if (LIST_SQL && type === 'Q') pending.push(cString(buffer, 5)[0]);
        if (type === 'S' || type === 'Q') {
          counter.trips += 1;
          counter.statements.push(pending.join(' ; '));
          pending = [];
        }
        buffer = buffer.subarray(length + 1);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { counter, close: () => new Promise((resolve) => server.close(resolve)) };
}

const ORDER = orderBody('bench@example.com', 'bench');

await buildServers();
const db = await benchDatabase(DATABASE_URL);
const redisPrefix = `bench:${randomUUID().slice(0, 8)}:`;
const proxyPort = await freePort();
const proxy = await countingProxy(proxyPort, new URL(DATABASE_URL));
const viaProxy = new URL(db.url);
viaProxy.host = `127.0.0.1:${proxyPort}`;
// The worker off, so that its polling adds no round trips to the requests'.
const api = await startApi({
  port: await freePort(),
  databaseUrl: viaProxy.toString(),
  redisUrl: REDIS_URL,
  redisPrefix,
  worker: 'off',
});
const steps = new Map();
/** Sends one request and records the round trips made while it was served. */
async function step(name, path, init) {
  const before = proxy.counter.trips;
  const started = performance.now();
  const res = await fetch(`${api.url}${path}`, { method: 'POST', ...init });
  const text = await res.text();
  if (!res.ok) throw new Error(`${name}: ${res.status} ${text.slice(0, 200)}`);
  const step = steps.get(name) ?? { trips: [], ms: [] };
  step.trips.push(proxy.counter.trips - before);
  step.statements = proxy.counter.statements.slice(before);
  step.ms.push(performance.now() - started);
  steps.set(name, step);
  return { res, body: JSON.parse(text) };
}
try {
  for (let n = 0; n < CHECKOUTS; n += 1) {
    const base = { ...JSON_HEADERS, ...clientAddressHeaders(`10.9.0.${n + 1}`) };
    const added = await step('POST /carts/my/items (new session)', '/carts/my/items', { headers: base, body: ADD });
    const cookie = added.res.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))
      ?.split(';')[0];
    const headers = { ...base, cookie };
    await step('POST /carts/my/items (same line again)', '/carts/my/items', { headers, body: ADD });
    await step('GET /carts/my', '/carts/my', { method: 'GET', headers: { ...headers, 'content-type': undefined } });
    const order = await step('POST /orders', '/orders', {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: ORDER,
    });
    const token = await step('POST /sandbox/card/tokens', '/sandbox/card/tokens', { headers, body: CARD });
    await step('POST /orders/{id}/payment', `/orders/${order.body.result.id}/payment`, {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ paymentToken: token.body.result.token }),
    });
  }
  console.log(`SQL round trips per request (${CHECKOUTS} checkouts, each value one request):`);
  // The latency is of one request at a time through the proxy (a hop of its own): compare runs on one machine only.
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.table(
    [...steps].map(([request, { trips, ms }]) => ({ request, trips: trips.join(' '), 'median ms': median(ms).toFixed(1) })),
  );
  if (LIST_SQL)
    for (const [request, { statements }] of steps) {
      console.log(`\n${request} (the last checkout's):`);
      statements.forEach((text, i) => console.log(`  ${i + 1}. ${text.replace(/\s+/g, ' ').slice(0, 300)}`));
    }
} finally {
  await api.stop();
  await proxy.close();
  await db.drop();
  await dropRedisPrefix(REDIS_URL, redisPrefix);
}
