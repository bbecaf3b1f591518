import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { recordEvent } from '../src/db/repositories/carts';
import { claimJobs, completeJob, enqueueJob, findJob } from '../src/db/repositories/jobs';
import { jobs, outboxEvents } from '../src/db/schema';
import { relayOutbox } from '../src/jobs/outbox-relay';
import { cleanUpStoredState, DONE_JOB_MAX_AGE_MS } from '../src/maintenance/clean-up';
import { createWorker, type JobHandlers } from '../src/jobs/worker';
import { openTestDatabase } from './support/test-database';
import { quietLog } from './support/test-app';

let handle: DatabaseHandle & { url?: string };
const T0 = new Date('2030-01-01T00:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

function worker(handlers: JobHandlers, clock: { now: Date }, id = 'w1', leaseMs = 60_000) {
  return createWorker({ db: handle.db, handlers, log: quietLog, id, leaseMs, now: () => clock.now, random: () => 0 });
}

describe('durable job queue', () => {
  it('queued in the same transaction: a rolled-back change leaves no job, a committed one leaves one', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueJob(tx, { type: 'test.rollback', payload: {}, key: 'rollback-1' });
        throw new Error('business change refused');
      }),
    ).rejects.toThrow('business change refused');
    expect(await handle.db.select().from(jobs).where(eq(jobs.key, 'rollback-1'))).toHaveLength(0);
    const id = await handle.db.transaction((tx) => enqueueJob(tx, { type: 'test.rollback', payload: {}, key: 'rollback-1' }));
    expect(id).not.toBeNull();
    expect(await enqueueJob(handle.db, { type: 'test.rollback', payload: {}, key: 'rollback-1' })).toBeNull();
    await handle.db.delete(jobs).where(eq(jobs.key, 'rollback-1'));
  });

  it('a failing handler is retried with exponential back-off, then kept as failed', async () => {
    const clock = { now: at(0) };
    let calls = 0;
    const failing = worker({ 'test.flaky': async () => Promise.reject(new Error(`provider down ${++calls}`)) }, clock);
    const id = (await enqueueJob(handle.db, { type: 'test.flaky', payload: {}, maxAttempts: 3, runAt: clock.now }))!;
    expect(await failing.runOnce()).toBe(1);
    let job = (await findJob(handle.db, id))!;
    // random() = 0: attempt 1 waits half of 2 s, attempt 2 half of 4 s.
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'provider down 1', runAt: at(1_000) });
    clock.now = at(999);
    expect(await failing.runOnce()).toBe(0);
    clock.now = at(1_000);
    expect(await failing.runOnce()).toBe(1);
    job = (await findJob(handle.db, id))!;
    expect(job).toMatchObject({ status: 'queued', attempts: 2, runAt: at(3_000) });
    clock.now = at(3_000);
    expect(await failing.runOnce()).toBe(1);
    job = (await findJob(handle.db, id))!;
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'provider down 3', lockedBy: null });
    clock.now = at(10_000_000);
    expect(await failing.runOnce()).toBe(0);
    expect(calls).toBe(3);
  });

  it('a poison job (its error has NUL, lone surrogates and megabytes of text) is recorded and retried, not stuck', async () => {
    const clock = { now: at(20_000_000) };
    const poison = `bad\u0000byte \ud800 ${'x'.repeat(2_000_000)}`;
    const w = worker({ 'test.poison': async () => Promise.reject(new Error(poison)) }, clock);
    const id = (await enqueueJob(handle.db, { type: 'test.poison', payload: {}, maxAttempts: 2, runAt: clock.now }))!;
    expect(await w.runOnce()).toBe(1);
    let job = (await findJob(handle.db, id))!;
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lockedBy: null });
    expect(job.lastError!.startsWith('bad\ufffdbyte \ufffd xxx')).toBe(true);
    expect(job.lastError!.length).toBeLessThanOrEqual(2_000);
    clock.now = at(30_000_000);
    expect(await w.runOnce()).toBe(1);
    job = (await findJob(handle.db, id))!;
    expect(job).toMatchObject({ status: 'failed', attempts: 2, lockedBy: null });
  });

  it('a job survives a killed worker: its lease expires and another worker runs it, once', async () => {
    const clock = { now: at(20_000_000) };
    const id = (await enqueueJob(handle.db, { type: 'test.survive', payload: {}, runAt: clock.now }))!;
    // Worker "dead" claims the job and never finishes it (its process was killed).
    expect(await claimJobs(handle.db, 'dead', clock.now, 30_000, 10)).toHaveLength(1);
    let runs = 0;
    const survivor = worker({ 'test.survive': async () => void runs++ }, clock, 'survivor');
    clock.now = at(20_000_000 + 29_999);
    expect(await survivor.runOnce()).toBe(0);
    clock.now = at(20_000_000 + 30_001);
    expect(await survivor.runOnce()).toBe(1);
    expect(runs).toBe(1);
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
    // The dead worker's late completion cannot touch a job it no longer holds.
    expect(await completeJob(handle.db, { id }, 'dead', clock.now)).toBe(false);
  });

  it('two workers polling at once never run the same job (SKIP LOCKED claims)', async () => {
    const clock = { now: at(40_000_000) };
    for (let i = 0; i < 12; i++) await enqueueJob(handle.db, { type: 'test.parallel', payload: { i }, runAt: clock.now });
    const seen: number[] = [];
    const handlers: JobHandlers = { 'test.parallel': async (payload) => void seen.push(Number(payload.i)) };
    const a = createWorker({ db: handle.db, handlers, log: quietLog, id: 'a', batchSize: 4, now: () => clock.now });
    const b = createWorker({ db: handle.db, handlers, log: quietLog, id: 'b', batchSize: 4, now: () => clock.now });
    while ((await Promise.all([a.runOnce(), b.runOnce()])).some((n) => n > 0));
    expect(seen.sort((x, y) => x - y)).toEqual([...Array(12).keys()]);
  });

  it('outbox events are published by the worker: each becomes a job and gets published_at, once', async () => {
    await recordEvent(handle.db, 'nestwood', 'cart.merged', 'cart-1', { multiUse: true });
    const published: unknown[] = [];
    const clock = { now: at(50_000_000) };
    const relay = createWorker({
      db: handle.db,
      handlers: { 'event.publish': async (payload) => void published.push(payload) },
      log: quietLog,
      now: () => clock.now,
      beforeClaim: (now) => relayOutbox(handle.db, now),
    });
    expect(await relay.runOnce()).toBe(1);
    expect(published).toEqual([expect.objectContaining({ brand: 'nestwood', type: 'cart.merged', cartId: 'cart-1' })]);
    const [event] = await handle.db.select().from(outboxEvents);
    expect(event?.publishedAt).toEqual(clock.now);
    expect(await relay.runOnce()).toBe(0);
    expect(published).toHaveLength(1);
  });

  it('the clean-up removes done jobs after a week and keeps failed ones for operators', async () => {
    const done = (await enqueueJob(handle.db, { type: 'test.old', payload: {} }))!;
    const failed = (await enqueueJob(handle.db, { type: 'test.old', payload: {} }))!;
    const longAgo = new Date(Date.now() - DONE_JOB_MAX_AGE_MS - 1_000);
    await handle.db.update(jobs).set({ status: 'done', finishedAt: longAgo }).where(eq(jobs.id, done));
    await handle.db.update(jobs).set({ status: 'failed', finishedAt: longAgo }).where(eq(jobs.id, failed));
    const report = await cleanUpStoredState(handle.db, new Date());
    expect(report.jobs).toBeGreaterThanOrEqual(1);
    expect(await findJob(handle.db, done)).toBeNull();
    expect(await findJob(handle.db, failed)).toMatchObject({ status: 'failed' });
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'a job survives a killed worker process (SIGKILL mid-job on PostgreSQL)',
    async () => {
      const id = (await enqueueJob(handle.db, { type: 'test.work', payload: {} }))!;
      const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support/hanging-worker.ts');
      const child = spawn(process.execPath, ['--import', 'tsx', script, handle.url!, 'doomed'], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('claimed') && resolve());
        child.once('exit', () => reject(new Error('worker exited before claiming')));
      });
      expect(await findJob(handle.db, id)).toMatchObject({ status: 'running', lockedBy: 'doomed' });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      let ran = false;
      // Its clock past the dead worker's lease (1 s, hanging-worker.ts), as it would be after waiting that long.
      const survivor = createWorker({
        db: handle.db,
        log: quietLog,
        id: 'survivor',
        now: () => new Date(Date.now() + 1_200),
        handlers: { 'test.work': async () => void (ran = true) },
      });
      expect(await survivor.runOnce()).toBeGreaterThanOrEqual(1);
      expect(ran).toBe(true);
      expect(await findJob(handle.db, id)).toMatchObject({ status: 'done', lockedBy: null });
    },
    30_000,
  );
});
