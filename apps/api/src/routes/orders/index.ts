import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { analyticsReportedRoute } from './analytics-reported';
import { createOrderRoute } from './create-order';
import { createRelatedOrderRoute } from './create-related-order';
import { getFulfillmentRoute } from './get-fulfillment';
import { getOrderRoute } from './get-order';
import { buyAgainRoute } from './buy-again';
import { lookUpOrderRoute } from './look-up-order';

/**
 * Registers the order routes (not payment: POST /orders/{id}/payment; GET /orders/wgs and HEAD /orders
 * are registered by their own plugins).
 */
export const orderRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const route of [
      createOrderRoute,
      getOrderRoute,
      getFulfillmentRoute,
      analyticsReportedRoute,
      createRelatedOrderRoute,
      buyAgainRoute,
      lookUpOrderRoute,
    ]) {
      await app.register(route(deps));
    }
  };
