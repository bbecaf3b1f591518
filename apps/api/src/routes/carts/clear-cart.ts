import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { clearCart } from '../../use-cases/carts/clear-cart';
import { cartResponses } from './schemas';

/** DELETE /carts/my: empty the cart. */
export const clearCartRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.delete('/carts/my', { schema: { tags: ['carts'], response: cartResponses } }, async (request, reply) =>
      sendResult(reply, await clearCart(request.ctx, { sessionHash: sessionOf(request, reply).hash }, deps)),
    );
  };
