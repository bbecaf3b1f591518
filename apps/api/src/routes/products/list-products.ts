import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_GROUPS } from '@store/core';
import { productWireSchema } from '@store/core/media/photo-wire';
import type { Deps } from '../../context';
import { findProducts, type FindProductsInput } from '../../use-cases/products/find-products';
import { sendResult } from '../../plugins/reply';
import { csvList, errorEnvelope, okEnvelope } from '../schemas';

const query = z
  .object({
    ids: csvList.optional(),
    names: csvList.optional(),
    inventoryKeys: csvList.optional(),
    group: z.enum(PRODUCT_GROUPS).optional(),
  })
  .refine((q) => [q.ids, q.names, q.inventoryKeys, q.group].filter((v) => v !== undefined).length <= 1, {
    message: 'Use only one of ids, names, inventoryKeys or group',
  });

function toInput(q: z.infer<typeof query>): FindProductsInput {
  if (q.ids) return { by: 'id', values: q.ids };
  if (q.names) return { by: 'name', values: q.names };
  if (q.inventoryKeys) return { by: 'inventoryKey', values: q.inventoryKeys };
  if (q.group) return { by: 'group', group: q.group };
  return { by: 'all' };
}

/** GET /products?ids=|names=|inventoryKeys=|group=: product lookups; unknown ones are dropped. */
export const listProductsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/products',
      {
        schema: {
          tags: ['products'],
          querystring: query,
          response: { 200: okEnvelope(z.array(productWireSchema)), 400: errorEnvelope },
        },
      },
      async (request, reply) => sendResult(reply, await findProducts(request.ctx, toInput(request.query), deps)),
    );
  };
