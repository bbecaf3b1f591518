import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { claimJobs, completeJob, failJob, type JobRow } from '../db/repositories/jobs';
import { retryDelayMs } from './backoff';

export interface JobLog {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface JobContext {
  job: JobRow;
  db: Database;
  now: Date;
  log: JobLog;
}

/**
 * Runs one job. Must be idempotent keyed by the job (or its payload): a worker that dies after the handler's effect
 * but before marking the job done leaves it to run again once the lease expires.
 */
export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface WorkerOptions {
  db: Database;
  handlers: JobHandlers;
  log: JobLog;
  /** Identifies the lease holder; random per process by default. */
  id?: string;
  /** Sleep between empty polls; an in-process enqueue wakes the worker early (wake()). */
  pollMs?: number;
  /** How long a claim is exclusive: longer than any handler takes (their network calls time out well before). */
  leaseMs?: number;
  batchSize?: number;
  now?: () => Date;
  random?: () => number;
  /** Runs before each claim in the same poll: the outbox relay. */
  beforeClaim?: (now: Date) => Promise<unknown>;
}

export interface JobWorker {
  readonly id: string;
  /** One poll: relay, claim due jobs, run them. Returns how many jobs were claimed. */
  runOnce(): Promise<number>;
  /** Polls until stopped. */
  start(): void;
  /** Polls now instead of after the sleep (called after an in-process enqueue commits). */
  wake(): void;
  /** Stops polling and waits for the jobs in hand to finish, so their leases are released by completion. */
  stop(): Promise<void>;
}

/** Longest last_error kept: enough to diagnose, never megabytes of a provider's answer. */
const MAX_ERROR_CHARS = 2_000;
/** NUL and lone surrogates (a pair cut by the slice included). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what must not reach the database
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * An error as last_error can store it: PostgreSQL text takes no NUL and UTF-8 no lone surrogate, and a failure that
 * cannot be recorded would leave its job running until the lease ends, again and again (a poison job).
 */
function storableError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_CHARS).replace(UNSTORABLE, '\ufffd');
}

/** The durable queue's worker (docs/architecture.md "Jobs, outbox and email"). */
export function createWorker(options: WorkerOptions): JobWorker {
  const { db, handlers, log } = options;
  const id = options.id ?? `worker-${randomBytes(6).toString('hex')}`;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const leaseMs = options.leaseMs ?? 60_000;
  let stopped = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  const run = async (job: JobRow): Promise<void> => {
    const handler = handlers[job.type];
    try {
      if (job.attempts > job.maxAttempts) throw new Error('attempts exhausted (a worker died while running it)');
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job.payload, { job, db, now: now(), log });
      // False when the lease ran out and another worker took the job over: its run decides the outcome.
      if (!(await completeJob(db, job, id, now()))) log.error({ jobId: job.id, type: job.type }, 'job lease lost');
    } catch (error) {
      const message = storableError(error);
      const last = job.attempts >= job.maxAttempts || !handler;
      const retryAt = last ? null : new Date(now().getTime() + retryDelayMs(job.attempts, random()));
      await failJob(db, job, id, message, retryAt, now());
      log.error({ jobId: job.id, type: job.type, attempt: job.attempts, retryAt, err: message }, 'job failed');
    }
  };

  const runOnce = async (): Promise<number> => {
    await options.beforeClaim?.(now());
    const claimed = await claimJobs(db, id, now(), leaseMs, options.batchSize ?? 5);
    await Promise.all(claimed.map(run));
    return claimed.length;
  };

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const timer = setTimeout(resolve, options.pollMs ?? 1_000);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wakeUp = null;
      woken = false;
    });

  const poll = async () => {
    while (!stopped) {
      let ran = 0;
      try {
        ran = await runOnce();
      } catch (error) {
        log.error({ err: error instanceof Error ? error.message : String(error) }, 'job poll failed');
      }
      if (ran === 0) await sleep();
    }
  };

  return {
    id,
    runOnce,
    start() {
      loop ??= poll();
    },
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
    },
  };
}
