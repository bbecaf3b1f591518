import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { getMyCart } from '../../use-cases/carts/get-my-cart';
import { cartResponses } from './schemas';

/** GET /carts/my: the session's cart (created lazily). */
export const getMyCartRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/carts/my', { schema: { tags: ['carts'], response: cartResponses } }, async (request, reply) =>
      sendResult(reply, await getMyCart(request.ctx, { sessionHash: sessionOf(request, reply).hash }, deps)),
    );
  };
