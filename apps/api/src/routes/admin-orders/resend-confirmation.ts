import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { resendConfirmation } from '../../use-cases/admin-orders/resend-confirmation';
import { orderIdParam } from '../orders/schemas';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';

/**
 * POST /admin/orders/{id}/confirmation-email: sends the order's confirmation again (a paid order only; 409 otherwise).
 * An Idempotency-Key, when sent, makes a retried click one resend.
 */
export const resendConfirmationRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'POST /admin/orders/{id}/confirmation-email', staffKeyOwner);
    app.post(
      '/admin/orders/:id/confirmation-email',
      {
        preValidation: staffGuard(deps, 'orders.resend-email'),
        preHandler: idem.preHandler,
        onSend: idem.onSend,
        schema: {
          tags: ['staff'],
          params: orderIdParam,
          body: z.strictObject({}).nullish(),
          response: { 200: okEnvelope(z.object({})), ...staffErrors },
        },
      },
      async (request, reply) =>
        sendResult(reply, await resendConfirmation(deps, signedInStaff(request), actorOf(request), request.params.id)),
    );
  };
