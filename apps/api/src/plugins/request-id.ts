import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header that carries one request's id from the storefront to the API and back. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like: short, and only characters safe in a header and a log line. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's genReqId: the storefront's id when it sent a well-formed one (so its log lines and the API's share it),
 * else a new UUID. A malformed or oversized header is ignored rather than echoed into logs and responses.
 */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
}

/** Every answer names its request id, so a shopper's error report or a load balancer log finds the API's log lines. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
