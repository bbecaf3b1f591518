import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponValidationResultSchema, KEEP_COUPON_FLAG, safeText } from '@store/core';
import type { Deps } from '../../context';
import { cookieOptions } from '../../plugins/cookie-policy';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { applyCoupon } from '../../use-cases/carts/apply-coupon';
import { removeCoupon } from '../../use-cases/carts/remove-coupon';
import { validateCoupons } from '../../use-cases/carts/validate-coupons';
import { errorEnvelope, okEnvelope } from '../schemas';
import { COUPON_COOKIE, cartResponses } from './schemas';

/** PUT/DELETE /carts/my/coupon and the coupon validation call. */
export const couponRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/carts/my/coupon',
      {
        schema: {
          tags: ['coupons'],
          querystring: z.object({
            flags: safeText({ max: 200 })
              .optional()
              .describe(`Experiment flags, comma separated; ${KEEP_COUPON_FLAG} keeps a coupon that gives no discount yet`),
          }),
          body: z.strictObject({ couponCode: safeText({ max: 100 }) }),
          response: cartResponses,
        },
      },
      async (request, reply) => {
        const keepCoupon = (request.query.flags ?? '').split(',').some((f) => f.trim() === KEEP_COUPON_FLAG);
        const result = await applyCoupon(
          request.ctx,
          { sessionHash: sessionOf(request, reply).hash, couponCode: request.body.couponCode, keepCoupon },
          deps,
        );
        if (result.ok && result.value.couponDetails)
          reply.setCookie(COUPON_COOKIE, result.value.couponDetails.code, cookieOptions(request.hostname, 86_400));
        return sendResult(reply, result);
      },
    );
    app.delete('/carts/my/coupon', { schema: { tags: ['coupons'], response: cartResponses } }, async (request, reply) => {
      reply.clearCookie(COUPON_COOKIE, { path: '/' });
      return sendResult(reply, await removeCoupon(request.ctx, { sessionHash: sessionOf(request, reply).hash }, deps));
    });
    app.post(
      '/carts/coupons/validate',
      {
        schema: {
          tags: ['coupons'],
          body: z
            .array(
              z.strictObject({ couponCode: safeText({ max: 100 }), items: z.array(z.unknown()).max(0, 'items must be empty') }),
            )
            .min(1)
            .max(5),
          response: { 200: okEnvelope(couponValidationResultSchema), 400: errorEnvelope, 429: errorEnvelope },
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await validateCoupons(request.ctx, { sessionHash: sessionOf(request, reply).hash, entries: request.body }, deps),
        ),
    );
  };
