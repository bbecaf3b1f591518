import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../idempotency/idempotency-key';
import { errorBody } from '../../plugins/reply';

/**
 * A shipment is recorded only with an Idempotency-Key (one per click of Ship): without one, a retried request would
 * record the parcel twice and email the shopper twice. Refused (400) before anything runs; after the staff guard.
 */
export async function requireShipmentKey(request: FastifyRequest, reply: FastifyReply) {
  if (request.headers[IDEMPOTENCY_HEADER] === undefined)
    return reply.code(400).send(errorBody('BAD_REQUEST', 'Idempotency-Key header is required'));
}
