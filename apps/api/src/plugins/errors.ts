import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody } from './reply';

/** Turns validation failures into 400s with a readable message, and anything unknown into a 500 that leaks nothing. */
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 'error', code: 'INTERNAL', message: 'An error occurred, please try again' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
}
