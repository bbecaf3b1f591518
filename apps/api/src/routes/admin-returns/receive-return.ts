import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { staffContextOf } from '../../use-cases/refunds/staff-context';
import { receiveReturn } from '../../use-cases/returns/receive-return';
import { returnIdParam, returnMoveResponses } from './schemas';

/** POST /admin/returns/{id}/receive (returns.decide): the returned product reached us. */
export const receiveReturnRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'POST /admin/returns/{id}/receive', staffKeyOwner);
    app.post(
      '/admin/returns/:id/receive',
      {
        preValidation: staffGuard(deps, 'returns.decide'),
        preHandler: [idem.preHandler],
        onSend: idem.onSend,
        schema: { tags: ['staff'], params: returnIdParam, body: z.strictObject({}).optional(), response: returnMoveResponses },
      },
      async (request, reply) => sendResult(reply, await receiveReturn(deps, staffContextOf(request), request.params.id)),
    );
  };
