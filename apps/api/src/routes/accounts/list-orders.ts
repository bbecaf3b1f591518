import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderSummaryWireSchema, safeId } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { listOrders, MAX_ORDERS_PAGE } from '../../use-cases/accounts/list-orders';
import { errorEnvelope, okEnvelope } from '../schemas';

const ordersQuery = z.strictObject({
  before: safeId(64).optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_ORDERS_PAGE, `limit must be at most ${MAX_ORDERS_PAGE}`)
    .optional(),
});

/** GET /accounts/me/orders?before&limit: the account's order summaries, newest first (401 when signed out). */
export const listOrdersRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/accounts/me/orders',
      {
        schema: {
          tags: ['accounts'],
          querystring: ordersQuery,
          response: {
            200: okEnvelope(z.array(orderSummaryWireSchema)),
            400: errorEnvelope,
            401: errorEnvelope,
            404: errorEnvelope,
          },
        },
      },
      async (request, reply) => sendResult(reply, await listOrders(request.ctx, request.account, request.query, deps)),
    );
  };
