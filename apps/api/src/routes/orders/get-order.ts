import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { orderReaderOf } from './order-reader';
import { getOrder } from '../../use-cases/orders/get-order';
import { orderIdParam, orderResponses } from './schemas';

/** GET /orders/{id}: the Order, for its owners only: placing session, account, look-up grant (404 'Order not found' otherwise). */
export const getOrderRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/orders/:id',
      { schema: { tags: ['orders'], params: orderIdParam, response: orderResponses } },
      async (request, reply) =>
        sendResult(reply, await getOrder(request.ctx, { reader: orderReaderOf(request, reply), id: request.params.id }, deps)),
    );
  };
