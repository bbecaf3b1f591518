import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { staffContextOf } from '../../use-cases/refunds/staff-context';
import { approveReturn } from '../../use-cases/returns/approve-return';
import { returnIdParam, returnMoveResponses } from './schemas';

/** POST /admin/returns/{id}/approve (returns.decide): a requested return is accepted. */
export const approveReturnRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'POST /admin/returns/{id}/approve', staffKeyOwner);
    app.post(
      '/admin/returns/:id/approve',
      {
        preValidation: staffGuard(deps, 'returns.decide'),
        preHandler: [idem.preHandler],
        onSend: idem.onSend,
        schema: { tags: ['staff'], params: returnIdParam, body: z.strictObject({}).optional(), response: returnMoveResponses },
      },
      async (request, reply) => sendResult(reply, await approveReturn(deps, staffContextOf(request), request.params.id)),
    );
  };
