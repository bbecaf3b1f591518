import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { idempotentRoute } from '../../idempotency/idempotent-route';
import { sendError } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { payOrder } from '../../use-cases/payments/pay-order';
import { orderIdParam, payOrderBody, payOrderResponses } from './schemas';

const MESSAGES = {
  succeeded: 'Payment succeeded',
  requires_action: 'Approve the payment with your bank to continue',
} as const;

/** POST /orders/{id}/payment (paymentToken) -> status, result, message; honours Idempotency-Key. */
export const payOrderRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/orders/:id/payment',
      {
        schema: { tags: ['orders'], params: orderIdParam, body: payOrderBody, response: payOrderResponses },
        ...idempotentRoute(deps, 'POST /orders/{id}/payment'),
      },
      async (request, reply) => {
        const result = await payOrder(
          request.ctx,
          {
            sessionHash: sessionOf(request, reply).hash,
            orderId: request.params.id,
            paymentToken: request.body.paymentToken,
          },
          deps,
        );
        if (!result.ok) return sendError(reply, result.error);
        return reply.send({ status: 'ok' as const, result: result.value, message: MESSAGES[result.value.paymentStatus] });
      },
    );
  };
