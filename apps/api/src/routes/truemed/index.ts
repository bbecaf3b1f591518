import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText, truemedAnswersSchema, truemedSessionStateSchema } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { answerTruemedSession } from '../../use-cases/truemed/answer-session';
import { errorEnvelope, okEnvelope } from '../schemas';

const sessionParam = z.object({ id: safeText({ max: 40 }).regex(/^pi_[0-9A-Za-z]{24}$/, 'Invalid Truemed session') });

/** POST /truemed/sessions/{id}: the health-savings frame's answers on the order's Truemed session. */
export const truemedRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/truemed/sessions/:id',
      {
        schema: {
          tags: ['payments'],
          params: sessionParam,
          body: truemedAnswersSchema,
          response: { 200: okEnvelope(truemedSessionStateSchema), 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await answerTruemedSession(
            request.ctx,
            { sessionHash: sessionOf(request, reply).hash, id: request.params.id, answers: request.body },
            deps,
          ),
        ),
    );
  };
