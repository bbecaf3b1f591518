import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refundReturnSchema } from '@store/core/back-office/return-wire';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { staffGuard } from '../../staff/staff-guard';
import { staffContextOf } from '../../use-cases/refunds/staff-context';
import { refundReturn } from '../../use-cases/returns/refund-return';
import { requestKeyOf, requireIdempotencyKey } from '../../idempotency/required-key';
import { returnIdParam, returnRefundResponses } from './schemas';

/**
 * POST /admin/returns/{id}/refund (returns.refund): a received return refunded, the whole line or less with a note.
 * Money moves only with an Idempotency-Key (required): a retried click finds the same refund.
 */
export const refundReturnRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'POST /admin/returns/{id}/refund', staffKeyOwner);
    app.post(
      '/admin/returns/:id/refund',
      {
        preValidation: staffGuard(deps, 'returns.refund'),
        preHandler: [requireIdempotencyKey, idem.preHandler],
        onSend: idem.onSend,
        schema: { tags: ['staff'], params: returnIdParam, body: refundReturnSchema, response: returnRefundResponses },
      },
      async (request, reply) => {
        const input = { id: request.params.id, ...request.body, requestKey: requestKeyOf(request) };
        return sendResult(reply, await refundReturn(staffContextOf(request), input, deps));
      },
    );
  };
