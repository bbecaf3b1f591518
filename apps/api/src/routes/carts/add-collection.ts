import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCollectionSchema } from '@store/core/collections/collection-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { addCollection } from '../../use-cases/carts/add-collection';
import { cartResponses } from './schemas';

/** POST /carts/my/items/collection: a furniture product's line with its collection items bound to it; never a price. */
export const addCollectionRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/carts/my/items/collection',
      { schema: { tags: ['carts'], body: addCollectionSchema, response: cartResponses } },
      async (request, reply) =>
        sendResult(
          reply,
          await addCollection(request.ctx, { sessionHash: sessionOf(request, reply).hash, body: request.body }, deps),
        ),
    );
  };
