import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { deliveryOptionRoutes } from './delivery-options';
import { wgsRoute } from './wgs';

/** Registers the delivery routes: GET /orders/wgs and the cart's delivery options. */
export const deliveryRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const route of [wgsRoute, deliveryOptionRoutes]) await app.register(route(deps));
  };
