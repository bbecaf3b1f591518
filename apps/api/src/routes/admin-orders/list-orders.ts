import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderPageSchema } from '@store/core/back-office/admin-order-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { listOrders } from '../../use-cases/admin-orders/list-orders';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { orderListQuery } from './schemas';

/** GET /admin/orders: the orders of the member's brands, searched and filtered, one keyset page at a time. */
export const listOrdersRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/orders',
      {
        // Before validation: a caller without a session learns nothing, not even which queries are well-formed.
        preValidation: staffGuard(deps, 'orders.read'),
        schema: { tags: ['staff'], querystring: orderListQuery, response: { 200: okEnvelope(orderPageSchema), ...staffErrors } },
      },
      async (request, reply) => sendResult(reply, await listOrders(deps.db, signedInStaff(request), request.query)),
    );
  };
