import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { orderReaderOf } from './order-reader';
import { getFulfillment } from '../../use-cases/orders/get-fulfillment';
import { fulfillmentResponses, orderIdParam } from './schemas';

/** GET /orders/{id}/fulfillment: per-line fulfillment status, shipping window and what has shipped of the session's order. */
export const getFulfillmentRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/orders/:id/fulfillment',
      { schema: { tags: ['orders'], params: orderIdParam, response: fulfillmentResponses } },
      async (request, reply) => {
        const input = { reader: orderReaderOf(request, reply), id: request.params.id };
        return sendResult(reply, await getFulfillment(request.ctx, input, deps));
      },
    );
  };
