import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartIdSchema, KEEP_COUPON_FLAG, safeText } from '@store/core';
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

const querystring = z.object({
  flags: safeText({ max: 200 })
    .optional()
    .describe(`Experiment flags, comma separated; ${KEEP_COUPON_FLAG} keeps the shared coupon while it gives no discount`),
});

/**
 * POST /carts/my/merge with cartId and multiUse: copies a shared cart into mine (429 with Retry-After past the limit).
 * multiUse is the client's field; only the owner's share action (PUT /carts/my/link) makes a link single-use.
 */
export const mergeCartRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/carts/my/merge',
      { schema: { tags: ['carts'], querystring, body, response: cartResponses } },
      async (request, reply) => {
        const remoteToken = request.body.remoteToken ?? request.cookies[REMOTE_TOKEN_COOKIE];
        const input = {
          sessionHash: sessionOf(request, reply).hash,
          cartId: request.body.cartId,
          multiUse: request.body.multiUse,
          keepCoupon: (request.query.flags ?? '').split(',').some((f) => f.trim() === KEEP_COUPON_FLAG),
          ...(remoteToken ? { remoteToken } : {}),
        };
        return sendResult(reply, await mergeCart(request.ctx, input, deps));
      },
    );
  };
