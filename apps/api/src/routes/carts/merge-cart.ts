import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartIdSchema, safeText } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { mergeCart } from '../../use-cases/carts/merge-cart';
import { cartResponses } from './schemas';
import { REMOTE_TOKEN_COOKIE } from './remote-token';

const body = z.strictObject({
  cartId: cartIdSchema,
  multiUse: z.boolean().default(true),
  remoteToken: safeText({ max: 100 }).optional(),
});

/** POST /carts/my/merge with cartId and multiUse: copies a shared cart into mine (429 with Retry-After past the limit). */
export const mergeCartRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/carts/my/merge', { schema: { tags: ['carts'], body, response: cartResponses } }, async (request, reply) => {
      const remoteToken = request.body.remoteToken ?? request.cookies[REMOTE_TOKEN_COOKIE];
      const input = {
        sessionHash: sessionOf(request, reply).hash,
        cartId: request.body.cartId,
        multiUse: request.body.multiUse,
        ...(remoteToken ? { remoteToken } : {}),
      };
      return sendResult(reply, await mergeCart(request.ctx, input, deps));
    });
  };
