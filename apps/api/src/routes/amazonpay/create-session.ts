import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { createSession } from '../../use-cases/amazonpay/create-session';
import { createSessionQuery, sessionResponses } from './schemas';

/** Wallet session creation: POST /amazonpay/session (v1) and POST /amazonpay/v2/sessions (behind the flag). */
export const createSessionRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [version, url] of [
      [1, '/amazonpay/session'],
      [2, '/amazonpay/v2/sessions'],
    ] as const) {
      app.post(
        url,
        { schema: { tags: ['payments'], querystring: createSessionQuery, response: sessionResponses } },
        async (request, reply) => {
          const input = {
            sessionHash: sessionOf(request, reply).hash,
            version,
            checkoutReviewReturnUrl: request.query.checkoutReviewReturnUrl,
          };
          return sendResult(reply, await createSession(request.ctx, input, deps));
        },
      );
    }
  };
