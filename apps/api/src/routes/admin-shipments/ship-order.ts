import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeId } from '@store/core';
import { newShipmentSchema, shipmentCreatedSchema } from '@store/core/back-office/shipment-wire';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { shipOrder } from '../../use-cases/shipments/ship-order';
import { errorEnvelope, okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { requireIdempotencyKey } from '../../idempotency/required-key';

/**
 * POST /admin/orders/{id}/shipments (orders.ship): records a parcel (carrier, tracking number, lines) of a paid order
 * and emails the shopper. Idempotency-Key required: the same key answers the first shipment again, never a second one.
 */
export const shipOrderRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'POST /admin/orders/{id}/shipments', staffKeyOwner);
    app.post(
      '/admin/orders/:id/shipments',
      {
        preValidation: staffGuard(deps, 'orders.ship'),
        preHandler: [requireIdempotencyKey, idem.preHandler],
        onSend: idem.onSend,
        schema: {
          tags: ['staff'],
          params: z.strictObject({ id: safeId(64) }),
          body: newShipmentSchema,
          response: { 200: okEnvelope(shipmentCreatedSchema), ...staffErrors, 422: errorEnvelope },
        },
      },
      async (request, reply) => {
        const staff = { actor: actorOf(request), brands: signedInStaff(request).brands };
        return sendResult(reply, await shipOrder(staff, { orderId: request.params.id, ...request.body }, deps));
      },
    );
  };
