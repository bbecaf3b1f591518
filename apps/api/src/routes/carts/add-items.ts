import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addLineSchema } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { addItems } from '../../use-cases/carts/add-items';
import { cartResponses } from './schemas';

/** POST /carts/my/items: lines carry forItem, quantity, productID, properties; never a price. */
export const addItemsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/carts/my/items',
      {
        schema: {
          tags: ['carts'],
          body: z.strictObject({ items: z.array(addLineSchema).min(1).max(20) }),
          response: cartResponses,
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await addItems(request.ctx, { sessionHash: sessionOf(request, reply).hash, items: request.body.items }, deps),
        ),
    );
  };
