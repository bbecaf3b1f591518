import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { updateSession } from '../../use-cases/amazonpay/update-session';
import { sessionIdParam, sessionResponses, updateSessionBody } from './schemas';

/** PATCH /amazonpay/session/{id} and PATCH /amazonpay/v2/sessions/{id}: set the payment details. */
export const updateSessionRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [version, url] of [
      [1, '/amazonpay/session/:id'],
      [2, '/amazonpay/v2/sessions/:id'],
    ] as const) {
      app.patch(
        url,
        { schema: { tags: ['payments'], params: sessionIdParam, body: updateSessionBody, response: sessionResponses } },
        async (request, reply) => {
          const input = { ...request.body, sessionHash: sessionOf(request, reply).hash, id: request.params.id, version };
          return sendResult(reply, await updateSession(request.ctx, input, deps));
        },
      );
    }
  };
