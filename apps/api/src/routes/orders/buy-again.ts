import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyAgainWireSchema } from '@store/core';
import type { Deps } from '../../context';
import { idempotentRoute } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { buyAgain } from '../../use-cases/orders/buy-again';
import { okEnvelope } from '../schemas';
import { orderReaderOf } from './order-reader';
import { cartResponses } from '../carts/schemas';
import { orderIdParam } from './schemas';

/**
 * POST /orders/{id}/buy-again: the order's lines into the current cart (owner check first); answers the cart
 * and the skipped lines. Honours Idempotency-Key: a retried click does not add the lines twice.
 */
export const buyAgainRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/orders/:id/buy-again',
      {
        schema: {
          tags: ['orders'],
          params: orderIdParam,
          response: { ...cartResponses, 200: okEnvelope(buyAgainWireSchema), 409: cartResponses[404], 422: cartResponses[404] },
        },
        ...idempotentRoute(deps, 'POST /orders/{id}/buy-again'),
      },
      async (request, reply) =>
        sendResult(reply, await buyAgain(request.ctx, { reader: orderReaderOf(request, reply), id: request.params.id }, deps)),
    );
  };
