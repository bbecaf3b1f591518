import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeId, BRAND_MISMATCH_MESSAGE } from '@store/core';
import type { Deps } from '../../context';
import { sendError, sendResult } from '../../plugins/reply';
import { orderReaderOf } from './order-reader';
import { createRelatedOrder } from '../../use-cases/orders/create-related-order';
import { toOrderJson } from '../../use-cases/orders/order-json';
import { orderRequestOf } from './order-request';
import { orderBody, orderResponses, relatedQuery } from './schemas';

/** POST /orders/{orderId}/related?dd&brand: a follow-up order from the session's current cart, linked to a paid one. */
export const createRelatedOrderRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/orders/:orderId/related',
      {
        schema: {
          tags: ['orders'],
          params: z.object({ orderId: safeId(64) }),
          querystring: relatedQuery,
          body: orderBody,
          response: orderResponses,
        },
      },
      async (request, reply) => {
        const { brand } = request.query;
        if (brand !== undefined && brand !== request.ctx.brand)
          return sendError(reply, { code: 'BAD_REQUEST', message: BRAND_MISMATCH_MESSAGE });
        const order = orderRequestOf(request.ctx, request.body);
        if (!order.ok) return sendError(reply, order.error);
        const input = { reader: orderReaderOf(request, reply), orderId: request.params.orderId, order: order.value };
        const result = await createRelatedOrder(request.ctx, input, deps);
        return sendResult(reply, result.ok ? { ok: true, value: toOrderJson(result.value) } : result);
      },
    );
  };
