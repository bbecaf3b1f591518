import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { readCatalogInputs } from '../src/cli/catalog-files';
import { DEMO_FOLDER } from '../src/cli/demo-files';
import { importCatalog } from '../src/use-cases/catalog/import-catalog';
import { payments, sandboxPaymentIntents } from '../src/db/schema';
import { sha256 } from '../src/ids';
import { insertOrder } from './support/order-factory';
import { scratchDatabase } from './support/test-database';

const url = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const enabled = process.env.TEST_DB === 'postgres' && Boolean(url);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ports = [4611, 4612];
const children: ChildProcess[] = [];
let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
const prefix = `test:${randomBytes(4).toString('hex')}:`;
const databaseUrl = () => scratch.url;

async function waitReady(port: number) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API on ${port} never became ready`);
}

/** A session id the first process issued (sessions are signed with one key in the database, shared by both). */
async function issuedSid(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${ports[0]}/carts/my`, { headers: { 'x-brand': 'nestwood' } });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('no session cookie issued');
  return cookie.split(';')[0]!.slice('sid='.length);
}

/** Several API processes on one database and one Redis behave like one. */
describe.skipIf(!enabled)('two API processes on loopback', () => {
  beforeAll(async () => {
    scratch = await scratchDatabase('scale');
    // The API never seeds: nestwood's demo catalogue goes in first, through the importer (the cart test adds from it).
    const handle = await openDatabase({ url: scratch.url });
    try {
      await handle.migrate();
      const imported = await importCatalog(
        handle.db,
        readCatalogInputs([path.join(DEMO_FOLDER, 'nestwood/catalog.json')]).inputs,
      );
      if (!imported.ok) throw new Error(imported.errors.join('\n'));
    } finally {
      await handle.close();
    }
    // start one first, then the second on the same database
    for (const port of ports) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: apiDir,
        stdio: 'ignore',
        env: {
          ...process.env,
          DATABASE_URL: scratch.url,
          REDIS_URL: redisUrl,
          REDIS_PREFIX: prefix,
          API_PORT: String(port),
          LOG_LEVEL: 'silent',
        },
      });
      children.push(child);
      await waitReady(port);
    }
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await scratch?.drop();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('share one merge limit: 50 merges spread over both, the 51st is refused on either', async () => {
    const sid = await issuedSid();
    const headers = { 'content-type': 'application/json', cookie: `sid=${sid}`, 'x-brand': 'nestwood' };
    const merge = (port: number) =>
      fetch(`http://127.0.0.1:${port}/carts/my/merge`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ cartId: 'Z'.repeat(24), multiUse: true }),
      });
    const statuses = [];
    for (let i = 0; i < 50; i += 1) statuses.push((await merge(ports[i % 2]!)).status);
    expect(statuses.every((s) => s === 404)).toBe(true);
    const refused = await Promise.all([merge(ports[0]!), merge(ports[1]!)]);
    expect(refused.map((r) => r.status)).toEqual([429, 429]);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('see one cart: a line added through one process is in the cart read through the other', async () => {
    const sid = await issuedSid();
    const headers = { 'content-type': 'application/json', cookie: `sid=${sid}`, 'x-brand': 'nestwood' };
    const body = JSON.stringify({
      items: [{ productID: 'luxe-hybrid-mattress', quantity: 1, properties: [{ name: 'Size', value: 'king' }] }],
    });
    expect((await fetch(`http://127.0.0.1:${ports[0]}/carts/my/items`, { method: 'POST', headers, body })).status).toBe(200);
    const cart = (await (await fetch(`http://127.0.0.1:${ports[1]}/carts/my`, { headers })).json()) as {
      result: { items: unknown[] };
    };
    expect(cart.result.items).toHaveLength(1);
  });

  it('charge one order once: 40 pays spread over both processes, and one Idempotency-Key replayed by either', async () => {
    const sid = await issuedSid();
    const headers = { 'content-type': 'application/json', cookie: `sid=${sid}`, 'x-brand': 'nestwood' };
    const secret = decodeURIComponent(sid);
    const handle = await openDatabase({ url: databaseUrl() });
    try {
      const order = await insertOrder(handle.db, { sessionHash: sha256(secret.slice(0, secret.lastIndexOf('.'))) });
      const tokenize = async (port: number) => {
        const res = await fetch(`http://127.0.0.1:${port}/sandbox/card/tokens`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }),
        });
        return ((await res.json()) as { result: { token: string } }).result.token;
      };
      const pay = (port: number, paymentToken: string, key: string) =>
        fetch(`http://127.0.0.1:${port}/orders/${order.id}/payment`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': key },
          body: JSON.stringify({ paymentToken }),
        });
      const tokens = await Promise.all(Array.from({ length: 40 }, (_, i) => tokenize(ports[i % 2]!)));
      const answers = await Promise.all(tokens.map((token, i) => pay(ports[i % 2]!, token, `k${i}`)));
      expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
      const replays = await Promise.all([pay(ports[0]!, tokens[0]!, 'k0'), pay(ports[1]!, tokens[0]!, 'k0')]);
      expect(replays.map((r) => r.headers.get('idempotent-replayed'))).toEqual(['true', 'true']);
      const succeeded = await handle.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
      const charges = await handle.db
        .select()
        .from(sandboxPaymentIntents)
        .where(and(eq(sandboxPaymentIntents.orderId, order.id), eq(sandboxPaymentIntents.status, 'succeeded')));
      expect([succeeded.length, charges.length]).toEqual([1, 1]);
    } finally {
      await handle.close();
    }
  });
});
