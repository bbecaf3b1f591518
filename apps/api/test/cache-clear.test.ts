import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { loadSessionKey } from '../src/db/repositories/app-secrets';
import { replaceCatalog } from '../src/db/repositories/products';
import type { DatabaseHandle } from '../src/db/client';
import { memoryStores } from '../src/stores/memory';
import { redisStores } from '../src/stores/redis';
import type { Stores } from '../src/stores';
import { makeProduct } from './support/factories';
import { openTestDatabase } from './support/test-database';

const SECRET = 'operator-secret-for-tests-0123456789';
const priced = (amount: number) =>
  makeProduct({
    id: 'cached-bed',
    pricing: { price: { amount, currency: 'USD', discount: 0 }, listPrice: { amount, currency: 'USD', discount: 0 } },
  });
const description = Buffer.from(
  JSON.stringify({ items: [{ productID: 'cached-bed', quantity: 1, properties: [{ name: 'Size', value: 'queen' }] }] }),
).toString('base64');

let handle: DatabaseHandle;
let storefront: Server;
const revalidations: IncomingHttpHeaders[] = [];
let appA: FastifyInstance;
let appB: FastifyInstance;
let unconfigured: FastifyInstance;
const opened: Stores[] = [];

/**
 * Each app's stores: in the run with the services (api-postgres) a Redis connection of its own per app, as two
 * processes have; otherwise one in-process store shared by both (the laptop default has one process).
 */
const prefix = `test:${randomBytes(4).toString('hex')}:`;
const shared = memoryStores();
async function storesOfOneProcess(): Promise<Stores> {
  if (process.env.TEST_DB !== 'postgres') return shared;
  const stores = await redisStores(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', prefix);
  opened.push(stores);
  return stores;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  await replaceCatalog(handle.db, 'nestwood', [priced(100000)]);
  storefront = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/api/revalidate') revalidations.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  });
  await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
  const storefrontUrl = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`;
  // Two API processes: one database, one shared store (Redis in production), as behind a load balancer.
  const deps: AppDeps = {
    db: handle.db,
    stores: shared,
    now: () => new Date(),
    sessionKey: await loadSessionKey(handle.db),
    defaultBrand: 'nestwood',
    allowedOrigins: [],
    operatorSecret: SECRET,
    storefrontUrls: [storefrontUrl, 'http://127.0.0.1:9'],
  };
  appA = await buildApp({ ...deps, stores: await storesOfOneProcess() });
  appB = await buildApp({ ...deps, stores: await storesOfOneProcess() });
  unconfigured = await buildApp({ ...deps, operatorSecret: undefined });
});
afterAll(async () => {
  await Promise.all([appA.close(), appB.close(), unconfigured.close()]);
  await new Promise((resolve) => storefront.close(resolve));
  await Promise.all(opened.map((stores) => stores.close()));
  await handle.close();
});

const quotedPrice = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: `/carts/quote?carts=${encodeURIComponent(description)}` })).json().result.totalPrice
    .amount as number;
const clear = (app: FastifyInstance, secret?: string) =>
  app.inject({ method: 'POST', url: '/admin/cache/clear', headers: secret === undefined ? {} : { 'x-operator-secret': secret } });

describe('POST /admin/cache/clear (clearAllCache)', () => {
  it.each([
    ['no secret', undefined],
    ['a wrong secret', 'operator-secret-for-tests-0123456780'],
    ['a prefix of the secret', SECRET.slice(0, 10)],
    ['an empty secret', ''],
  ])('%s: the same 404 as a path that does not exist, and nothing is cleared', async (_label, secret) => {
    const before = revalidations.length;
    const res = await clear(appA, secret);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'No route for POST /admin/cache/clear' });
    expect(revalidations.length).toBe(before);
  });

  it('does not exist when OPERATOR_SECRET is unset', async () => {
    const res = await clear(unconfigured, SECRET);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('empties the quote cache of every API process and revalidates every storefront', async () => {
    expect(await quotedPrice(appA)).toBe(100000);
    expect(await quotedPrice(appB)).toBe(100000);
    await replaceCatalog(handle.db, 'nestwood', [priced(120000)]);
    // Both processes still answer from the cache (quotes are cached for an hour).
    expect(await quotedPrice(appA)).toBe(100000);
    expect(await quotedPrice(appB)).toBe(100000);
    const res = await clear(appB, SECRET);
    expect(res.statusCode).toBe(200);
    const report = res.json().result;
    expect(report.quoteCacheGeneration).toBeGreaterThan(0);
    expect(report.storefronts).toEqual([
      expect.objectContaining({ ok: true, status: 200 }),
      { url: 'http://127.0.0.1:9', ok: false, status: null },
    ]);
    expect(revalidations.at(-1)?.['x-operator-secret']).toBe(SECRET);
    // The clear ran on B; A's next quote misses too.
    expect(await quotedPrice(appA)).toBe(120000);
    expect(await quotedPrice(appB)).toBe(120000);
  });
});
