import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderDetailSchema } from '@store/core/back-office/admin-order-wire';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { correctShippingAddress } from '../../use-cases/admin-orders/correct-shipping-address';
import { addressShape, orderIdParam } from '../orders/schemas';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';

/**
 * PUT /admin/orders/{id}/shipping-address: an OrderAddress, checked by the checkout's rules for the order's brand
 * (400 in the checkout's words), before anything shipped (409 after); answers the order as staff now see it.
 */
export const editShippingAddressRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'PUT /admin/orders/{id}/shipping-address', staffKeyOwner);
    app.put(
      '/admin/orders/:id/shipping-address',
      {
        preValidation: staffGuard(deps, 'orders.edit-address'),
        preHandler: idem.preHandler,
        onSend: idem.onSend,
        schema: {
          tags: ['staff'],
          params: orderIdParam,
          body: addressShape,
          response: { 200: okEnvelope(z.object({ order: orderDetailSchema })), ...staffErrors },
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await correctShippingAddress(deps, signedInStaff(request), actorOf(request), {
            orderId: request.params.id,
            address: request.body,
          }),
        ),
    );
  };
