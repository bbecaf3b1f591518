import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bottomlineSchema, safeId } from '@store/core';
import type { Deps } from '../../context';
import { productBottomline } from '../../use-cases/reviews/product-bottomline';
import { sendResult } from '../../plugins/reply';
import { errorEnvelope, okEnvelope } from '../schemas';

/** GET /reviews/products/{domainKey}/bottomline: the product bottomline (the storefront reads it with a 3 s timeout). */
export const productBottomlineRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/reviews/products/:domainKey/bottomline',
      {
        schema: {
          tags: ['reviews'],
          params: z.object({ domainKey: safeId(100) }),
          response: { 200: okEnvelope(bottomlineSchema), 400: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request, reply) => sendResult(reply, await productBottomline(request.ctx, request.params, deps)),
    );
  };
