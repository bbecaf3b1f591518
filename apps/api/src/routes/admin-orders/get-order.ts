import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderWithTimelineSchema } from '@store/core/back-office/admin-order-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { getOrderDetail } from '../../use-cases/admin-orders/get-order-detail';
import { orderIdParam } from '../orders/schemas';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';

/** GET /admin/orders/{id}: the order and its timeline; another brand's order is 404 ORDER_NOT_FOUND. */
export const getOrderRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/orders/:id',
      {
        preValidation: staffGuard(deps, 'orders.read'),
        schema: { tags: ['staff'], params: orderIdParam, response: { 200: okEnvelope(orderWithTimelineSchema), ...staffErrors } },
      },
      async (request, reply) => sendResult(reply, await getOrderDetail(deps, signedInStaff(request), request.params.id)),
    );
  };
