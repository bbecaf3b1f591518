import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { removeItem } from '../../use-cases/carts/remove-item';
import { cartResponses, itemParam } from './schemas';

/** DELETE /carts/my/items/{itemIdentifier}/ */
export const removeItemRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.delete(
      '/carts/my/items/:itemIdentifier',
      { schema: { tags: ['carts'], params: itemParam, response: cartResponses } },
      async (request, reply) =>
        sendResult(
          reply,
          await removeItem(
            request.ctx,
            { sessionHash: sessionOf(request, reply).hash, itemIdentifier: request.params.itemIdentifier },
            deps,
          ),
        ),
    );
  };
