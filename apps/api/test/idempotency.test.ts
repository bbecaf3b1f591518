import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../src/db/schema';
import { cleanUpStoredState, IDEMPOTENCY_KEY_MAX_AGE_MS } from '../src/maintenance/clean-up';
import { runIdempotent, STALE_CLAIM_MS } from '../src/idempotency/run-idempotent';
import { useTestApp } from './support/test-app';
import { insertOrder, sessionShopper } from './support/order-factory';
import { CARDS, chargesOf, pay, tokenize } from './support/payments';

// A retry waits a second for the first request with its key (production: WAIT_FOR_FIRST_MS, 3 s) before its 409: time
// enough for a first payment to answer, so the concurrent retries below still replay it.
const t = useTestApp({ idempotencyWaitMs: 1_000 });

const newShopper = () => sessionShopper(t.app);
const SCOPE = 'POST /orders/{id}/payment';

describe('Idempotency-Key on POST /orders/{id}/payment', () => {
  it('the same key replays the first answer, byte for byte, with Idempotent-Replayed, and charges once', async () => {
    const s = await newShopper();
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const body = { paymentToken: await tokenize(s, CARDS.succeeds) };
    const first = await pay(t.app, s, order.id, body, 'key-1');
    const second = await pay(t.app, s, order.id, body, 'key-1');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(1);
  });

  it('a decline is replayed for its key too (a new attempt takes a new key)', async () => {
    const s = await newShopper();
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const body = { paymentToken: await tokenize(s, CARDS.insufficientFunds) };
    const first = await pay(t.app, s, order.id, body, 'decline-key');
    const replay = await pay(t.app, s, order.id, body, 'decline-key');
    expect(first.statusCode).toBe(402);
    expect(replay.statusCode).toBe(402);
    expect(replay.json()).toEqual(first.json());
    expect((await chargesOf(t.db, order.id)).payments).toHaveLength(1);
  });

  it('the same key with a different body is refused (422) and runs nothing', async () => {
    const s = await newShopper();
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.declined) }, 'k');
    const other = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) }, 'k');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 'error', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(0);
  });

  it('a key belongs to its session: another shopper with the same key gets their own answer', async () => {
    const a = await newShopper();
    const b = await newShopper();
    const orderA = await insertOrder(t.db, { sessionHash: a.hash });
    const orderB = await insertOrder(t.db, { sessionHash: b.hash });
    expect((await pay(t.app, a, orderA.id, { paymentToken: await tokenize(a, CARDS.succeeds) }, 'shared')).statusCode).toBe(200);
    const res = await pay(t.app, b, orderB.id, { paymentToken: await tokenize(b, CARDS.succeeds) }, 'shared');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.order.id).toBe(orderB.id);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['a control character', 'abc\u0001def'],
    ['a non-ASCII character', 'clé'],
    ['256 characters', 'k'.repeat(256)],
  ])('a key that is %s is refused (400) before anything runs', async (_name, key) => {
    const s = await newShopper();
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const res = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) }, key);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Idempotency-Key must be 1 to 255 printable characters');
    expect((await chargesOf(t.db, order.id)).payments).toHaveLength(0);
  });

  it('a key whose first request is still running: the retry waits briefly, then 409 with Retry-After', async () => {
    const s = await newShopper();
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const body = { paymentToken: await tokenize(s, CARDS.succeeds) };
    // the row a running request holds (its answer not stored yet), with the hash of this very request
    const probe = await pay(t.app, s, order.id, body, 'probe');
    const [stored] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'probe'));
    await t.db
      .insert(idempotencyKeys)
      .values({ brand: 'nestwood', sessionHash: s.hash, scope: SCOPE, key: 'busy', requestHash: stored!.requestHash });
    const res = await pay(t.app, s, order.id, body, 'busy');
    expect(probe.statusCode).toBe(200);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'CONFLICT',
      message: 'A request with this Idempotency-Key is in progress',
    });
    expect(res.headers['retry-after']).toBe('1');
  });

  it('a claim left by a process that died (not renewed for STALE_CLAIM_MS) is taken over by the retry', async () => {
    const s = await newShopper();
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const token = await tokenize(s, CARDS.succeeds);
    const body = { paymentToken: token };
    const probe2 = await pay(t.app, s, order.id, body, 'hash-probe-2');
    expect(probe2.statusCode).toBe(200);
    const [stored] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'hash-probe-2'));
    const old = new Date(Date.now() - STALE_CLAIM_MS - 1000);
    await t.db.insert(idempotencyKeys).values({
      brand: 'nestwood',
      sessionHash: s.hash,
      scope: SCOPE,
      key: 'orphan',
      requestHash: stored!.requestHash,
      createdAt: old,
    });
    const res = await pay(t.app, s, order.id, body, 'orphan');
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'orphan'));
    expect(row?.statusCode).toBe(200);
  });

  it('a running request renews its claim, so a retry waits for its answer instead of taking the key over', async () => {
    const request = { db: t.db, brand: 'nestwood', sessionHash: 'h', scope: 'test', key: 'leased', requestHash: 'r' };
    let runs = 0;
    const first = runIdempotent({ ...request, renewEveryMs: 50 }, async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 600));
      return { statusCode: 201, body: { n: runs } };
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // As if the claim were STALE_CLAIM_MS old: only the lease's renewal keeps the retry from taking it over.
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - STALE_CLAIM_MS - 1000) })
      .where(eq(idempotencyKeys.key, 'leased'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const retry = await runIdempotent(request, async () => {
      runs++;
      return { statusCode: 201, body: { n: runs } };
    });
    expect(await first).toEqual({ statusCode: 201, body: { n: 1 }, replayed: false });
    expect(retry).toEqual({ statusCode: 201, body: { n: 1 }, replayed: true });
    expect(runs).toBe(1);
  });

  it('runIdempotent: a handler that throws stores nothing, so the same key runs again', async () => {
    const request = { db: t.db, brand: 'nestwood', sessionHash: 'h', scope: 'test', key: 'throws', requestHash: 'r' };
    let runs = 0;
    await expect(
      runIdempotent(request, async () => {
        runs++;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const answer = await runIdempotent(request, async () => {
      runs++;
      return { statusCode: 201, body: { n: runs } };
    });
    const replay = await runIdempotent(request, async () => {
      runs++;
      return { statusCode: 500, body: null };
    });
    expect(answer).toEqual({ statusCode: 201, body: { n: 2 }, replayed: false });
    expect(replay).toEqual({ statusCode: 201, body: { n: 2 }, replayed: true });
    expect(runs).toBe(2);
  });

  it('20 concurrent requests with one key: one charge, every answer is the first answer or a 409', async () => {
    const s = await newShopper();
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const body = { paymentToken: await tokenize(s, CARDS.succeeds) };
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(t.app, s, order.id, body, 'burst')));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(new Set(ok.map((a) => a.body)).size).toBe(1);
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(1);
  });

  it('the clean-up removes answers older than 24 hours and keeps newer ones', async () => {
    const now = new Date();
    const row = (key: string, age: number) => ({
      brand: 'nestwood',
      sessionHash: 'cleanup',
      scope: SCOPE,
      key,
      requestHash: 'r',
      statusCode: 200,
      response: {},
      createdAt: new Date(now.getTime() - age),
    });
    await t.db.insert(idempotencyKeys).values([row('old', IDEMPOTENCY_KEY_MAX_AGE_MS + 60_000), row('new', 60_000)]);
    const report = await cleanUpStoredState(t.db, now);
    expect(report.idempotencyKeys).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.sessionHash, 'cleanup')));
    expect(left.map((r) => r.key)).toEqual(['new']);
  });
});
