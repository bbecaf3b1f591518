import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { idempotentRoute } from '../../idempotency/idempotent-route';
import { sendError, sendResult } from '../../plugins/reply';
import { orderReaderOf } from './order-reader';
import { createOrder } from '../../use-cases/orders/create-order';
import { toOrderJson } from '../../use-cases/orders/order-json';
import { orderRequestOf } from './order-request';
import { orderBody, orderResponses } from './schemas';

/** POST /orders: places (or, for the same cart, updates) the session cart's order; result is the Order. Honours Idempotency-Key. */
export const createOrderRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/orders',
      { schema: { tags: ['orders'], body: orderBody, response: orderResponses }, ...idempotentRoute(deps, 'POST /orders') },
      async (request, reply) => {
        const order = orderRequestOf(request.ctx, request.body);
        if (!order.ok) return sendError(reply, order.error);
        const { sessionHash, accountId } = orderReaderOf(request, reply);
        const result = await createOrder(request.ctx, { sessionHash, accountId, order: order.value }, deps);
        return sendResult(reply, result.ok ? { ok: true, value: toOrderJson(result.value) } : result);
      },
    );
  };
