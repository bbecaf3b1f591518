import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productSchema, safeId } from '@store/core';
import type { Deps } from '../../context';
import { getProduct } from '../../use-cases/products/get-product';
import { sendResult } from '../../plugins/reply';
import { errorEnvelope, okEnvelope } from '../schemas';

/** GET /products/{id}: one product of the brand. */
export const getProductRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/products/:id',
      {
        schema: {
          tags: ['products'],
          params: z.object({ id: safeId(100) }),
          response: { 200: okEnvelope(productSchema), 404: errorEnvelope },
        },
      },
      async (request, reply) => sendResult(reply, await getProduct(request.ctx, request.params, deps)),
    );
  };
