import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { getSession } from '../../use-cases/amazonpay/get-session';
import { sessionIdParam, sessionResponses } from './schemas';

/** GET /amazonpay/session/{id} and GET /amazonpay/v2/sessions/{id}: the shopper's own session. */
export const getSessionRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [version, url] of [
      [1, '/amazonpay/session/:id'],
      [2, '/amazonpay/v2/sessions/:id'],
    ] as const) {
      app.get(
        url,
        { schema: { tags: ['payments'], params: sessionIdParam, response: sessionResponses } },
        async (request, reply) => {
          const input = { sessionHash: sessionOf(request, reply).hash, id: request.params.id, version };
          return sendResult(reply, await getSession(request.ctx, input, deps));
        },
      );
    }
  };
