import {
  completeKey,
  findKey,
  insertKeyClaim,
  releaseKey,
  renewKeyClaim,
  takeOverStaleClaim,
  type IdempotencyKeyId,
} from '../db/repositories/idempotency-keys';
import type { Db } from '../db/repositories/carts';

/** An HTTP answer as stored for a key: replayed verbatim to a retry. */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

export interface IdempotentRequest extends IdempotencyKeyId {
  db: Db;
  requestHash: string;
  now?: () => Date;
  /** How often a running request renews its claim (CLAIM_RENEW_MS; tests shorten it). */
  renewEveryMs?: number;
  /** How long a retry waits for the first request with its key (WAIT_FOR_FIRST_MS; tests shorten it). */
  waitForFirstMs?: number;
}

export type KeyClaim =
  { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'mismatch' } | { kind: 'in-flight' };

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used with a different request';
export const KEY_IN_FLIGHT_MESSAGE = 'A request with this Idempotency-Key is in progress';

/** How long a retry waits for the first request with its key to finish before it is told to come back (409). */
const WAIT_FOR_FIRST_MS = 3_000;
const POLL_MS = 50;
/**
 * A claim is a lease: the request holding it renews it every CLAIM_RENEW_MS while it runs, so a claim not renewed for
 * STALE_CLAIM_MS belongs to a process that died (SIGKILL, a crash, a lost host), and the next request with the key
 * (the client's retry, on another process behind the balancer) takes it over and runs it again. A retry thus waits at
 * most STALE_CLAIM_MS plus its own wait, never forever, and a live request's claim is never taken from it.
 */
export const STALE_CLAIM_MS = 10_000;
export const CLAIM_RENEW_MS = 2_000;

/**
 * The first request with a key claims it by inserting its row (insert-first, ON CONFLICT DO NOTHING, so
 * exactly one request in any number of processes wins); a later one with the same request replays the stored answer,
 * waiting briefly while the first is still running; a different request with the key is refused.
 */
export async function claimKey(request: IdempotentRequest): Promise<KeyClaim> {
  const now = request.now ?? (() => new Date());
  const { db, requestHash, waitForFirstMs, ...id } = request;
  if (await insertKeyClaim(db, id, requestHash, now())) return { kind: 'claimed' };
  const deadline = Date.now() + (waitForFirstMs ?? WAIT_FOR_FIRST_MS);
  for (;;) {
    const row = await findKey(db, id);
    // The first request failed and released its claim in the meantime: try to claim it again.
    if (!row) {
      if (await insertKeyClaim(db, id, requestHash, now())) return { kind: 'claimed' };
      continue;
    }
    if (row.requestHash !== requestHash) return { kind: 'mismatch' };
    if (row.statusCode !== null) return { kind: 'replay', answer: { statusCode: row.statusCode, body: row.response } };
    const at = now();
    if (await takeOverStaleClaim(db, id, new Date(at.getTime() - STALE_CLAIM_MS), at)) return { kind: 'claimed' };
    if (Date.now() >= deadline) return { kind: 'in-flight' };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Stores the claimed request's answer (below 500) for replay, or releases the claim so the key can be retried. */
export async function finishKey(request: IdempotentRequest, answer: StoredAnswer | null): Promise<void> {
  const { db, requestHash: _hash, now: _now, renewEveryMs: _renew, waitForFirstMs: _wait, ...id } = request;
  if (answer && answer.statusCode < 500) await completeKey(db, id, answer.statusCode, answer.body);
  else await releaseKey(db, id);
}

/** A request holds its claim at most this long (a handler that never ends must not keep a key forever). */
const MAX_HOLD_MS = 5 * 60_000;

/** The lease of a claimed key: renewed every CLAIM_RENEW_MS until `stop()`, which waits for a renewal in progress. */
export function holdClaim(request: IdempotentRequest): { stop(): Promise<void> } {
  const { db, requestHash: _hash, now, renewEveryMs, waitForFirstMs: _wait, ...id } = request;
  const clock = now ?? (() => new Date());
  const started = Date.now();
  let renewing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    if (Date.now() - started > MAX_HOLD_MS) return clearInterval(timer);
    // A failed renewal is left to the next one (the lease is five renewals long).
    renewing = renewKeyClaim(db, id, clock()).catch(() => undefined);
  }, renewEveryMs ?? CLAIM_RENEW_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await renewing;
    },
  };
}

/**
 * Runs `handler` at most once per key and answers every request with the key with its first answer
 * (`replayed: true` on a replay). A handler that throws or answers 5xx stores nothing.
 */
export async function runIdempotent(
  request: IdempotentRequest,
  handler: () => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const claim = await claimKey(request);
  switch (claim.kind) {
    case 'replay':
      return { ...claim.answer, replayed: true };
    case 'mismatch':
      return { statusCode: 422, body: errorOf('IDEMPOTENCY_KEY_REUSED', KEY_REUSED_MESSAGE), replayed: false };
    case 'in-flight':
      return { statusCode: 409, body: errorOf('CONFLICT', KEY_IN_FLIGHT_MESSAGE), replayed: false };
    case 'claimed':
      break;
  }
  const lease = holdClaim(request);
  let answer: StoredAnswer | null = null;
  try {
    answer = await handler();
    return { ...answer, replayed: false };
  } finally {
    await lease.stop();
    await finishKey(request, answer);
  }
}

const errorOf = (code: string, message: string) => ({ status: 'error', code, message });
