import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { editShippingAddressRoute } from './edit-shipping-address';
import { getOrderRoute } from './get-order';
import { listOrdersRoute } from './list-orders';
import { resendConfirmationRoute } from './resend-confirmation';

/** The staff application's order routes (/admin/orders): the list, one order with its timeline, and its edits. */
export const adminOrderRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const route of [listOrdersRoute, getOrderRoute, resendConfirmationRoute, editShippingAddressRoute])
      await app.register(route(deps));
  };
