import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../plugins/reply';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Compares the request's operator secret with OPERATOR_SECRET in constant time: both are hashed first, so neither the
 * content nor the length of a wrong guess changes how long the comparison takes.
 */
export function isOperatorSecret(given: string | string[] | undefined, expected: string): boolean {
  const candidate = typeof given === 'string' ? given : '';
  return timingSafeEqual(digest(candidate), digest(expected)) && candidate.length > 0;
}

/**
 * The preValidation of an internal route the operator's processes call with OPERATOR_SECRET in x-operator-secret:
 * without the right secret it answers the 404 of a path that does not exist, before the body or query is checked, so
 * a caller without it learns nothing about the route or its shape.
 */
export function operatorOnly(secret: string, method: string, path: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!isOperatorSecret(request.headers['x-operator-secret'], secret))
      await reply.code(404).send(errorBody('NOT_FOUND', `No route for ${method} ${path}`));
  };
}
