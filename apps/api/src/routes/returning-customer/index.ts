import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { headOrdersRoute } from './head-orders';

/**
 * The returning-customer check (HEAD /orders). Registered before any GET /orders: Fastify adds a HEAD route
 * for each GET (exposeHeadRoutes) only when no HEAD route with that path exists yet, so this one wins.
 */
export const returningCustomerRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(headOrdersRoute(deps));
  };
