import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { updateItem } from '../../use-cases/carts/update-item';
import { cartResponses, itemParam, updateLineBody } from './schemas';

/** PUT /carts/my/items/{itemIdentifier}/: forItem, productID, properties, quantity, fulfillmentStatus. */
export const updateItemRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/carts/my/items/:itemIdentifier',
      { schema: { tags: ['carts'], params: itemParam, body: updateLineBody, response: cartResponses } },
      async (request, reply) => {
        const { fulfillmentStatus: _ignored, ...line } = request.body;
        const input = { sessionHash: sessionOf(request, reply).hash, itemIdentifier: request.params.itemIdentifier, line };
        return sendResult(reply, await updateItem(request.ctx, input, deps));
      },
    );
  };
