import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeId } from '@store/core';
import { returnRequestSchema } from '@store/core/back-office/return-wire';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { staffContextOf } from '../../use-cases/refunds/staff-context';
import { staffOpenReturn } from '../../use-cases/returns/staff-open-return';
import { returnMoveResponses } from './schemas';

/** POST /admin/orders/{id}/returns (returns.open): staff open a trial return for the shopper, under the shopper's rule. */
export const openReturnRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'POST /admin/orders/{id}/returns', staffKeyOwner);
    app.post(
      '/admin/orders/:id/returns',
      {
        preValidation: staffGuard(deps, 'returns.open'),
        preHandler: [idem.preHandler],
        onSend: idem.onSend,
        schema: {
          tags: ['staff'],
          params: z.strictObject({ id: safeId(64) }),
          body: returnRequestSchema,
          response: returnMoveResponses,
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await staffOpenReturn(deps, staffContextOf(request), { orderId: request.params.id, request: request.body }),
        ),
    );
  };
