import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeId } from '@store/core';
import { productWireSchema } from '@store/core/media/photo-wire';
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
          response: { 200: okEnvelope(productWireSchema), 404: errorEnvelope },
        },
      },
      async (request, reply) => sendResult(reply, await getProduct(request.ctx, request.params, deps)),
    );
  };
