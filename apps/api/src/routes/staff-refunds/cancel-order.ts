import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeId } from '@store/core';
import { cancelAnswerSchema, cancelRequestSchema } from '@store/core/back-office/refund-wire';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { cancelOrder } from '../../use-cases/refunds/cancel-order';
import { staffContextOf } from '../../use-cases/refunds/staff-context';
import { errorEnvelope, okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { requestKeyOf, requireIdempotencyKey } from '../../idempotency/required-key';

/**
 * POST /admin/orders/{id}/cancel (orders.cancel): cancels an unpaid order, or refunds a paid, unshipped one in full and
 * cancels it; a shipped order is refused. Idempotency-Key required.
 */
export const cancelOrderRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'POST /admin/orders/{id}/cancel', staffKeyOwner);
    app.post(
      '/admin/orders/:id/cancel',
      {
        preValidation: staffGuard(deps, 'orders.cancel'),
        preHandler: [requireIdempotencyKey, idem.preHandler],
        onSend: idem.onSend,
        schema: {
          tags: ['staff'],
          params: z.strictObject({ id: safeId(64) }),
          body: cancelRequestSchema,
          response: { 200: okEnvelope(cancelAnswerSchema), ...staffErrors, 422: errorEnvelope },
        },
      },
      async (request, reply) => {
        const input = { orderId: request.params.id, reason: request.body.reason, requestKey: requestKeyOf(request) };
        return sendResult(reply, await cancelOrder(staffContextOf(request), input, deps));
      },
    );
  };
