import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from './idempotency-key';
import { errorBody } from '../plugins/reply';

export const KEY_REQUIRED_MESSAGE = 'Idempotency-Key header is required';

/**
 * Money moves only with a key: a staff refund or cancellation without an Idempotency-Key is refused (400) before
 * anything runs, so every retry of one click is recognised as the same request. Runs after the staff guard (preValidation), before the body is read.
 */
export async function requireIdempotencyKey(request: FastifyRequest, reply: FastifyReply) {
  if (request.headers[IDEMPOTENCY_HEADER] === undefined)
    return reply.code(400).send(errorBody('BAD_REQUEST', KEY_REQUIRED_MESSAGE));
}

/** The request's Idempotency-Key (present and well-formed: requireIdempotencyKey and the idempotent route checked it). */
export function requestKeyOf(request: FastifyRequest): string {
  return String(request.headers[IDEMPOTENCY_HEADER]);
}
