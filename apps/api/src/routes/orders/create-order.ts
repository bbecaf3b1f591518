import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendError, sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { createOrder } from '../../use-cases/orders/create-order';
import { toOrderJson } from '../../use-cases/orders/order-json';
import { orderRequestOf } from './order-request';
import { orderBody, orderResponses } from './schemas';

/** SPEC §7 POST /orders: places (or, for the same cart, updates) the session cart's order; result is the Order. */
export const createOrderRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/orders', { schema: { tags: ['orders'], body: orderBody, response: orderResponses } }, async (request, reply) => {
      const order = orderRequestOf(request.ctx, request.body);
      if (!order.ok) return sendError(reply, order.error);
      const result = await createOrder(request.ctx, { sessionHash: sessionOf(request, reply).hash, order: order.value }, deps);
      return sendResult(reply, result.ok ? { ok: true, value: toOrderJson(result.value) } : result);
    });
  };
