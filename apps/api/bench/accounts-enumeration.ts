// `npm run bench:accounts -w @store/api`: answer times of the account routes that must not tell a known email from an
// unknown one (sign-in with a wrong password, sign-up, sign-in link, password reset), interleaved at random, each
// from an address of its own. Prints the figures; it asserts nothing (timing does not belong in unit tests).
import { randomBytes, randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/client';
import { buildStoreApp } from '../test/support/store-app';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const handle = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { memory: true });
await handle.migrate();
const app = await buildStoreApp(handle.db);
await app.ready();

const address = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
const password = () => `Bench-${randomBytes(6).toString('hex')}-Lamp`;
const post = (url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'x-brand': 'nestwood', 'content-type': 'application/json' },
    remoteAddress: address(),
    payload: JSON.stringify(payload),
  });

// Known accounts: one per round and route, so no per-email limit is reached.
const known: string[] = [];
for (let i = 0; i < ROUNDS * 4; i++) {
  const email = `bench-${randomBytes(6).toString('hex')}@example.com`;
  await post('/accounts/sign-up', { name: 'Bench', email, password: password() });
  known.push(email);
}

const routes = {
  'sign-in': (email: string) => post('/accounts/sign-in', { email, password: password() }),
  'sign-up': (email: string) => post('/accounts/sign-up', { name: 'Bench', email, password: password() }),
  'sign-in-link': (email: string) => post('/accounts/sign-in-link', { email }),
  'password-reset': (email: string) => post('/accounts/password-reset', { email }),
};
type Route = keyof typeof routes;
const times: Record<string, number[]> = {};
const plan = (Object.keys(routes) as Route[])
  .flatMap(
    (route) => [...Array(ROUNDS).fill([route, 'known']), ...Array(ROUNDS).fill([route, 'unknown'])] as Array<[Route, string]>,
  )
  .sort(() => Math.random() - 0.5);
for (const [route, kind] of plan) {
  const email = kind === 'known' ? known.pop()! : `nobody-${randomBytes(6).toString('hex')}@example.com`;
  const started = performance.now();
  await routes[route](email);
  (times[`${route} ${kind}`] ??= []).push(performance.now() - started);
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
console.table(Object.fromEntries(Object.entries(times).map(([k, v]) => [k, { n: v.length, p50Ms: +median(v).toFixed(1) }])));
await app.close();
await handle.close();
