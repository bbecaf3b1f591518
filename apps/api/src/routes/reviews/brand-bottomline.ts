import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bottomlineSchema } from '@store/core';
import type { Deps } from '../../context';
import { brandBottomline } from '../../use-cases/reviews/brand-bottomline';
import { sendResult } from '../../plugins/reply';
import { okEnvelope } from '../schemas';

/** GET /reviews/bottomline: the global bottomline of the brand. */
export const brandBottomlineRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/reviews/bottomline',
      { schema: { tags: ['reviews'], response: { 200: okEnvelope(bottomlineSchema) } } },
      async (request, reply) => sendResult(reply, await brandBottomline(request.ctx, deps)),
    );
  };
