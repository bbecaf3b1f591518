import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addBundleSchema } from '@store/core/collections/collection-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { addBundle } from '../../use-cases/carts/add-bundle';
import { cartResponses } from './schemas';

/** POST /carts/my/items/bundle: a bundle page's chosen parts, bound to its base line; never a price. */
export const addBundleRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/carts/my/items/bundle',
      { schema: { tags: ['carts'], body: addBundleSchema, response: cartResponses } },
      async (request, reply) =>
        sendResult(
          reply,
          await addBundle(request.ctx, { sessionHash: sessionOf(request, reply).hash, body: request.body }, deps),
        ),
    );
  };
