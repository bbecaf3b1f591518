import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickupReturnSchema } from '@store/core/back-office/return-wire';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { staffContextOf } from '../../use-cases/refunds/staff-context';
import { scheduleReturnPickup } from '../../use-cases/returns/schedule-return-pickup';
import { returnIdParam, returnMoveResponses } from './schemas';

/** POST /admin/returns/{id}/pickup (returns.decide): the pick-up day of an approved return, today or later. */
export const pickupReturnRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'POST /admin/returns/{id}/pickup', staffKeyOwner);
    app.post(
      '/admin/returns/:id/pickup',
      {
        preValidation: staffGuard(deps, 'returns.decide'),
        preHandler: [idem.preHandler],
        onSend: idem.onSend,
        schema: { tags: ['staff'], params: returnIdParam, body: pickupReturnSchema, response: returnMoveResponses },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await scheduleReturnPickup(deps, staffContextOf(request), { id: request.params.id, date: request.body.date }),
        ),
    );
  };
