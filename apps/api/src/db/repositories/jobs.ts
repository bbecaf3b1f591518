import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { randomBase62 } from '../../ids';
import { jobs } from '../schema';
import type { Db } from './carts';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  type: string;
  payload: Record<string, unknown>;
  /** Deduplicates: a job whose key is already queued, running, done or failed is not inserted again. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Inserts a job with the caller's database or transaction: inside `db.transaction`, the job exists exactly when the
 * business change commits. Returns the job id, or null when a job with the same key exists.
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<string | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      id: randomBase62(20),
      type: job.type,
      payload: job.payload,
      key: job.key ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * Claims up to `limit` due jobs for one worker: queued jobs whose time has come, and running jobs whose lease ran out
 * (their worker died). SKIP LOCKED lets several workers claim at once without taking the same job; each claim counts
 * as an attempt, so a job that kills its worker every time still reaches max attempts.
 */
export async function claimJobs(db: Db, worker: string, now: Date, leaseMs: number, limit: number): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.status, ['queued', 'running']),
        lte(jobs.runAt, now),
        or(eq(jobs.status, 'queued'), lt(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: worker,
      lockedUntil: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

/** Marks a job done, only if this worker still holds it (a worker whose lease expired may not overwrite). */
export async function completeJob(db: Db, job: Pick<JobRow, 'id'>, worker: string, now: Date): Promise<boolean> {
  const done = await db
    .update(jobs)
    .set({ status: 'done', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return done.length === 1;
}

/** Records a failed attempt: queued again at `retryAt`, or `failed` (kept for operators) when retryAt is null. */
export async function failJob(
  db: Db,
  job: Pick<JobRow, 'id'>,
  worker: string,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { status: 'queued', runAt: retryAt, lockedBy: null, lockedUntil: null, lastError: error }
        : { status: 'failed', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: error },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker)));
}

/** A job by id (tests and operators). */
export async function findJob(db: Db, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}
