import { shareLinkRequestSchema, shareLinkSchema } from '@store/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { shareCartLink } from '../../use-cases/carts/share-cart-link';
import { errorEnvelope, okEnvelope } from '../schemas';

/** PUT /carts/my/link with multiUse: the owner's share action says whether the cart's link works once or for anyone. */
export const shareCartLinkRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/carts/my/link',
      {
        schema: {
          tags: ['carts'],
          body: shareLinkRequestSchema,
          response: { 200: okEnvelope(shareLinkSchema), 400: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await shareCartLink(
            request.ctx,
            { sessionHash: sessionOf(request, reply).hash, multiUse: request.body.multiUse },
            deps,
          ),
        ),
    );
  };
