import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './database-unavailable';
import { errorBody } from './reply';

/**
 * Turns validation failures into 400s with a readable message, a database that cannot be reached into a 503 with
 * Retry-After (fault drills), and anything unknown into a 500 that leaks nothing.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map((issue) => {
          const where = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
          return where ? `${where}: ${issue.message}` : issue.message;
        })
        .join('; ');
      return reply.code(400).send(errorBody('BAD_REQUEST', message || 'Invalid request'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
      return reply.code(status).send(errorBody(code, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or unreachable: the pool reconnects by itself, so the client may simply retry.
      request.log.warn({ err: { code: (error as { code?: string }).code, message: error.message } }, 'database unavailable');
      return reply.code(503).header('retry-after', '1').send({
        status: 'error',
        code: 'UNAVAILABLE',
        message: 'The store is briefly unavailable, please try again in a moment',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 'error', code: 'INTERNAL', message: 'An error occurred, please try again' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
}

/**
 * The router's own refusals (a malformed URL component, a path parameter over maxParamLength) answer before any route
 * or error handler; Fastify's `frameworkErrors` option routes them here so they carry the error envelope too.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .send(errorBody('BAD_REQUEST', tooLong ? 'A path parameter is too long' : 'The URL is malformed'));
}
