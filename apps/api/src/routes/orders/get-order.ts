import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { getOrder } from '../../use-cases/orders/get-order';
import { orderIdParam, orderResponses } from './schemas';

/** SPEC §7 GET /orders/{id}: the Order, for the session that placed it only (404 'Order not found' otherwise). */
export const getOrderRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/orders/:id',
      { schema: { tags: ['orders'], params: orderIdParam, response: orderResponses } },
      async (request, reply) =>
        sendResult(
          reply,
          await getOrder(request.ctx, { sessionHash: sessionOf(request, reply).hash, id: request.params.id }, deps),
        ),
    );
  };
