import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_KEYS, certainDeliverySchema, err, safeText } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { getCertainDelivery, setCertainDelivery } from '../../use-cases/carts/certain-delivery';
import { errorEnvelope, okEnvelope } from '../schemas';
import { cartIdParam, cartResponses } from './schemas';

const PATH = '/carts/:cartId/items/product/type/cdd-service';
const query = z.object({
  brand: z.enum(BRAND_KEYS).optional(),
  certainDeliveryDate: safeText({ max: 10 })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'certainDeliveryDate must be YYYY-MM-DD')
    .optional(),
});
const wrongBrand = err('BAD_REQUEST', 'brand does not match this storefront');

/** GET, POST and DELETE the certain-delivery-date service of a cart, query brand and certainDeliveryDate. */
export const cddServiceRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      PATH,
      {
        schema: {
          tags: ['carts'],
          params: cartIdParam,
          querystring: query,
          response: {
            200: okEnvelope(certainDeliverySchema),
            400: errorEnvelope,
            404: errorEnvelope,
          },
        },
      },
      async (request, reply) => {
        if (request.query.brand && request.query.brand !== request.ctx.brand) return sendResult(reply, wrongBrand);
        return sendResult(
          reply,
          await getCertainDelivery(
            request.ctx,
            { sessionHash: sessionOf(request, reply).hash, cartId: request.params.cartId },
            deps,
          ),
        );
      },
    );
    for (const method of ['POST', 'DELETE'] as const) {
      app.route({
        method,
        url: PATH,
        schema: { tags: ['carts'], params: cartIdParam, querystring: query, response: cartResponses },
        handler: async (request, reply) => {
          if (request.query.brand && request.query.brand !== request.ctx.brand) return sendResult(reply, wrongBrand);
          const date = method === 'POST' ? (request.query.certainDeliveryDate ?? null) : null;
          if (method === 'POST' && date === null) return sendResult(reply, err('BAD_REQUEST', 'certainDeliveryDate is required'));
          return sendResult(
            reply,
            await setCertainDelivery(
              request.ctx,
              { sessionHash: sessionOf(request, reply).hash, cartId: request.params.cartId, date },
              deps,
            ),
          );
        },
      });
    }
  };
