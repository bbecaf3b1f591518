import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteResultSchema, safeText } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { quoteCart } from '../../use-cases/carts/quote-cart';
import { errorEnvelope, okEnvelope } from '../schemas';

/** GET /carts/quote?dd=&carts=: a price for a described cart; cached one hour. */
export const quoteRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/carts/quote',
      {
        schema: {
          tags: ['carts'],
          querystring: z.object({ dd: safeText({ max: 100 }).optional(), carts: safeText({ min: 1, max: 8000 }) }),
          response: {
            200: okEnvelope(quoteResultSchema),
            400: errorEnvelope,
            404: errorEnvelope,
            403: errorEnvelope,
            429: errorEnvelope,
          },
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await quoteCart(request.ctx, { carts: request.query.carts, sessionHash: () => sessionOf(request, reply).hash }, deps),
        ),
    );
  };
