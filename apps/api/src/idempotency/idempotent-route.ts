import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { errorBody } from '../plugins/reply';
import { sessionOf } from '../plugins/session';
import { IDEMPOTENCY_HEADER, parseIdempotencyKey, requestHash } from './idempotency-key';
import {
  claimKey,
  finishKey,
  holdClaim,
  KEY_IN_FLIGHT_MESSAGE,
  KEY_REUSED_MESSAGE,
  type IdempotentRequest,
} from './run-idempotent';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed; its answer is stored when it is sent. */
    idempotencyClaim?: IdempotentRequest;
    /** The claim's lease, renewed while the handler runs (run-idempotent.ts). */
    idempotencyLease?: { stop(): Promise<void> };
  }
}

function parsePayload(payload: unknown): unknown {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return payload;
  }
}

/** Whose keys these are: the rows' brand and session columns. */
export type KeyOwner = (request: FastifyRequest, reply: FastifyReply) => { brand: string; sessionHash: string };

/** A shopper's keys: the request's brand and session. */
const shopperKeyOwner: KeyOwner = (request, reply) => ({ brand: request.ctx.brand, sessionHash: sessionOf(request, reply).hash });

/**
 * A staff member's keys (after staffGuard): their own, whatever brand the target is, apart from every shopper's
 * (no brand is called `staff`).
 */
export const staffKeyOwner: KeyOwner = (request) => ({ brand: 'staff', sessionHash: `staff:${request.staff?.id ?? ''}` });

/**
 * Idempotency-Key on a route, in one line: `app.post(path, { schema, ...idempotentRoute(deps, scope) }, h)`.
 * After validation (a malformed body is a 400 and claims nothing) the key is claimed or its first answer replayed
 * (header `Idempotent-Replayed: true`); the answer is stored as it is sent. The key belongs to the brand and session,
 * and `scope` names the call, so one key cannot reach another shopper's or another call's answer.
 */
export function idempotentRoute(
  deps: { db: Database; now: () => Date; claimRenewMs?: number; idempotencyWaitMs?: number },
  scope: string,
  owner: KeyOwner = shopperKeyOwner,
): { preHandler: preHandlerAsyncHookHandler; onSend: onSendHookHandler } {
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
    if (!key.ok) return reply.code(400).send(errorBody(key.error.code, key.error.message));
    if (key.value === null) return;
    const claim: IdempotentRequest = {
      db: deps.db,
      now: deps.now,
      renewEveryMs: deps.claimRenewMs,
      waitForFirstMs: deps.idempotencyWaitMs,
      ...owner(request, reply),
      scope,
      key: key.value,
      requestHash: requestHash({ params: request.params, query: request.query, body: request.body }),
    };
    const outcome = await claimKey(claim);
    switch (outcome.kind) {
      case 'claimed':
        request.idempotencyClaim = claim;
        request.idempotencyLease = holdClaim(claim);
        return;
      case 'replay':
        reply.header('Idempotent-Replayed', 'true');
        return reply.code(outcome.answer.statusCode).send(outcome.answer.body);
      case 'mismatch':
        return reply.code(422).send(errorBody('IDEMPOTENCY_KEY_REUSED', KEY_REUSED_MESSAGE));
      case 'in-flight':
        reply.header('Retry-After', '1');
        return reply.code(409).send(errorBody('CONFLICT', KEY_IN_FLIGHT_MESSAGE));
    }
  };
  const onSend: onSendHookHandler = async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    await request.idempotencyLease?.stop();
    // The answer goes out even when the key cannot be written (the database just went away, as in the restart
    // fault drill): a failing onSend would replace it with Fastify's default error, naming the SQL. An unreleased claim is
    // taken over once stale (STALE_CLAIM_MS); an unstored 2xx leaves retries to the use case's own guards (one order
    // per cart, one live payment per order).
    await finishKey(claim, { statusCode: reply.statusCode, body: parsePayload(payload) }).catch((error: unknown) =>
      request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'idempotency key not finished'),
    );
    return payload;
  };
  return { preHandler, onSend };
}
