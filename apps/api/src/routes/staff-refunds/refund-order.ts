import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeId } from '@store/core';
import { refundAnswerSchema, refundRequestSchema } from '@store/core/back-office/refund-wire';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { refundOrder } from '../../use-cases/refunds/refund-order';
import { staffContextOf } from '../../use-cases/refunds/staff-context';
import { errorEnvelope, okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { requestKeyOf, requireIdempotencyKey } from '../../idempotency/required-key';

/**
 * POST /admin/orders/{id}/refunds (orders.refund): refunds an amount or lines of a paid order, at most what is left
 * of its capture, with a required Idempotency-Key (the same key answers the first refund again, never a second one).
 */
export const refundOrderRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'POST /admin/orders/{id}/refunds', staffKeyOwner);
    app.post(
      '/admin/orders/:id/refunds',
      {
        preValidation: staffGuard(deps, 'orders.refund'),
        preHandler: [requireIdempotencyKey, idem.preHandler],
        onSend: idem.onSend,
        schema: {
          tags: ['staff'],
          params: z.strictObject({ id: safeId(64) }),
          body: refundRequestSchema,
          response: { 200: okEnvelope(refundAnswerSchema), ...staffErrors, 422: errorEnvelope },
        },
      },
      async (request, reply) => {
        const { amount, lines, reason, note } = request.body;
        const input = { orderId: request.params.id, amount, lines, reason, note, requestKey: requestKeyOf(request) };
        return sendResult(reply, await refundOrder(staffContextOf(request), input, deps));
      },
    );
  };
