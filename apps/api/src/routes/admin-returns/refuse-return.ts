import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseReturnSchema } from '@store/core/back-office/return-wire';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { staffContextOf } from '../../use-cases/refunds/staff-context';
import { refuseReturn } from '../../use-cases/returns/refuse-return';
import { returnIdParam, returnMoveResponses } from './schemas';

/** POST /admin/returns/{id}/refuse (returns.decide): a requested return is refused; the reason is emailed to the shopper. */
export const refuseReturnRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'POST /admin/returns/{id}/refuse', staffKeyOwner);
    app.post(
      '/admin/returns/:id/refuse',
      {
        preValidation: staffGuard(deps, 'returns.decide'),
        preHandler: [idem.preHandler],
        onSend: idem.onSend,
        schema: { tags: ['staff'], params: returnIdParam, body: refuseReturnSchema, response: returnMoveResponses },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await refuseReturn(deps, staffContextOf(request), { id: request.params.id, reason: request.body.reason }),
        ),
    );
  };
