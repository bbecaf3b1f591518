import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { shipOrderRoute } from './ship-order';

/** The back office's shipping routes on an order (/admin/orders/{id}/shipments). */
export const adminShipmentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(shipOrderRoute(deps));
  };
