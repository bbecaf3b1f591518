import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { completeSession } from '../../use-cases/amazonpay/complete-session';
import { completeSessionBody, sessionIdParam, sessionResponses } from './schemas';

/** POST /amazonpay/v2/sessions/{id}/complete { chargeAmount: { amount, currencyCode } } (v2 only). */
export const completeSessionRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/amazonpay/v2/sessions/:id/complete',
      { schema: { tags: ['payments'], params: sessionIdParam, body: completeSessionBody, response: sessionResponses } },
      async (request, reply) => {
        const input = {
          sessionHash: sessionOf(request, reply).hash,
          id: request.params.id,
          chargeAmount: request.body.chargeAmount,
        };
        return sendResult(reply, await completeSession(request.ctx, input, deps));
      },
    );
  };
