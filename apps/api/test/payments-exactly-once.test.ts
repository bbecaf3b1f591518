import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { coupons, orders, payments, sandboxPaymentIntents } from '../src/db/schema';
import { sha256 } from '../src/ids';
import { createPaymentProviders } from '../src/payments/registry';
import { PROCESSING_LEASE_MS } from '../src/use-cases/payments/begin-attempt';
import { reconcileStaleAttempts } from '../src/use-cases/payments/reconcile-stale-attempts';
import { useTestApp } from './support/test-app';
import { onPostgres, twoInstancesOnPostgres } from './support/two-instances';
import { insertOrder, sessionShopper } from './support/order-factory';
import { CARDS, chargesOf, pay, tokenize } from './support/payments';
import { scratchDatabase } from './support/test-database';

/** A usage-limited coupon of its own (three redemptions), so the test counts only its own orders. */
const LIMITED = { code: 'LIMIT3', kind: 'fixed' as const, value: 1_000, maxRedemptions: 3 };

async function addLimitedCoupon(db: Database, brand: string) {
  await db
    .insert(coupons)
    .values({ ...LIMITED, brand })
    .onConflictDoNothing();
}

/**
 * ONCE50-style rule: a usage-limited coupon is redeemed only by paid orders and never beyond its limit, with
 * many orders paying at once, some declined, spread over the given API instances. Every unpaid order is then retried
 * with a good card: exactly the limit is paid, the others are refused before any charge.
 */
async function limitedCouponHolds(apps: FastifyInstance[], db: Database, brand: 'meadow' | 'harbor') {
  await addLimitedCoupon(db, brand);
  const cards = [
    ...Array<string>(4).fill(CARDS.declined),
    ...Array<string>(2).fill(CARDS.insufficientFunds),
    ...Array<string>(6).fill(CARDS.succeeds),
  ];
  const placed = await Promise.all(
    cards.map(async (card, i) => {
      const app = apps[i % apps.length]!;
      const s = await sessionShopper(app, brand);
      const order = await insertOrder(db, { brand, sessionHash: s.hash, couponCode: LIMITED.code });
      return { app, s, order, token: await tokenize(s, card) };
    }),
  );
  const answers = await Promise.all(placed.map(({ app, s, order, token }) => pay(app, s, order.id, { paymentToken: token })));
  for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
  const count = async () => {
    const [coupon] = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.brand, brand), eq(coupons.code, LIMITED.code)));
    const paid = await db
      .select()
      .from(orders)
      .where(and(eq(orders.brand, brand), eq(orders.couponCode, LIMITED.code), eq(orders.status, 'paid')));
    return { redemptions: coupon!.redemptions, paid: paid.length };
  };
  const first = await count();
  expect(first.redemptions).toBe(first.paid);
  expect(first.paid).toBeLessThanOrEqual(3);
  for (const { app, s, order } of placed) {
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    if (row!.status === 'paid') continue;
    const retry = await pay(app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    expect([200, 400]).toContain(retry.statusCode);
    if (retry.statusCode === 400) expect(retry.json().code).toBe('INVALID_COUPON');
  }
  expect(await count()).toEqual({ redemptions: 3, paid: 3 });
  const charged = await Promise.all(placed.map(({ order }) => chargesOf(db, order.id)));
  expect(charged.reduce((n, c) => n + c.charges.length, 0)).toBe(3);
}

describe('usage-limited coupons under concurrency and declines (one API instance)', () => {
  const t = useTestApp();
  it('LIMIT3 (max 3): redeemed only by paid orders, never beyond 3, whatever pays, declines or races', async () => {
    await limitedCouponHolds([t.app], t.db, 'meadow');
  });
});

/** Two API instances, each with its own pool, on one PostgreSQL database behave like one. */
describe.skipIf(!onPostgres)('exactly once across two API instances on one PostgreSQL database', () => {
  const { apps, dbs } = twoInstancesOnPostgres('once', async () => undefined);

  it('100 concurrent POST /orders/{id}/payment for one order over both: one charge, one paid order, no 5xx', async () => {
    const [one, two] = [apps[0]!, apps[1]!];
    const s = await sessionShopper(one);
    const order = await insertOrder(dbs[0]!, { sessionHash: s.hash, totalAmount: 149_900 });
    const tokens = await Promise.all(
      Array.from({ length: 100 }, (_, i) => tokenize(s, i % 10 === 0 ? CARDS.declined : CARDS.succeeds)),
    );
    const answers = await Promise.all(
      tokens.map((token, i) => pay(i % 2 === 0 ? one : two, s, order.id, { paymentToken: token }, `burst-${i % 90}`)),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
    for (const a of answers.filter((r) => r.statusCode === 200)) expect(a.json().result.paymentStatus).toBe('succeeded');
    const [row] = await dbs[1]!.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('paid');
    const { succeeded, charges } = await chargesOf(dbs[1]!, order.id);
    expect(succeeded).toHaveLength(1);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.amount).toBe(149_900);
  });

  it('LIMIT3 over both instances: never beyond its limit, only paid orders redeem it', async () => {
    await limitedCouponHolds(apps, dbs[0]!, 'harbor');
  });
});

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CRASH_PORT = 4401;

async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const found = await probe().catch(() => null);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Crash test: a real API process (tsx src/main.ts on PostgreSQL) with PAYMENTS_FAULT=hang-after-charge holds
 * every payment after the provider charged; it is SIGKILLed there, and the reconciliation settles the payment: exactly
 * one paid order and one charge.
 */
describe.skipIf(!onPostgres)('a process killed after the provider charged (SIGKILL)', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let child: ChildProcess | null = null;
  beforeAll(async () => {
    scratch = await scratchDatabase('crash');
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATABASE_URL: scratch.url,
        REDIS_URL: '',
        API_PORT: String(CRASH_PORT),
        LOG_LEVEL: 'silent',
        PAYMENTS_MODE: 'sandbox',
        PAYMENTS_FAULT: 'hang-after-charge',
      },
    });
    await waitFor(async () => (await fetch(`http://127.0.0.1:${CRASH_PORT}/health`)).ok, 'the API to start');
  }, 120_000);
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await scratch?.drop();
  });

  it('exactly one paid order and one charge after the kill and the reconciliation', async () => {
    const base = `http://127.0.0.1:${CRASH_PORT}`;
    const first = await fetch(`${base}/carts/my`, { headers: { 'x-brand': 'nestwood' } });
    const sid = first.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))!
      .split(';')[0]!
      .slice(4);
    const secret = decodeURIComponent(sid);
    const headers = { 'content-type': 'application/json', cookie: `sid=${sid}`, 'x-brand': 'nestwood' };
    const handle = await openDatabase({ url: scratch.url });
    try {
      const order = await insertOrder(handle.db, { sessionHash: sha256(secret.slice(0, secret.lastIndexOf('.'))) });
      const tokenRes = await fetch(`${base}/sandbox/card/tokens`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ number: CARDS.succeeds, expiry: '12/34', cvc: '123' }),
      });
      const { token } = ((await tokenRes.json()) as { result: { token: string } }).result;
      // The payment request never answers: the process holds after the charge.
      const hanging = fetch(`${base}/orders/${order.id}/payment`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ paymentToken: token }),
      }).catch((error: unknown) => error);
      const charge = await waitFor(async () => {
        const [row] = await handle.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.orderId, order.id));
        return row;
      }, 'the sandbox charge');
      expect(charge.status).toBe('succeeded');
      expect((await chargesOf(handle.db, order.id)).payments.map((p) => p.status)).toEqual(['processing']);
      child!.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));
      expect(await hanging).toBeInstanceOf(Error);

      const later = () => new Date(Date.now() + PROCESSING_LEASE_MS + 1_000);
      const providers = createPaymentProviders({ db: handle.db, now: later });
      const reports = await Promise.all(
        [1, 2].map(() => reconcileStaleAttempts({ db: handle.db, now: later, payments: providers })),
      );
      expect(reports.reduce((n, r) => n + r.reconciled, 0)).toBe(1);
      const [row] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.status).toBe('paid');
      const { succeeded, charges } = await chargesOf(handle.db, order.id);
      expect([succeeded.length, charges.length]).toEqual([1, 1]);
      const all = await handle.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(all).toHaveLength(1);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
