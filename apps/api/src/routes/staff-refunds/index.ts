import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { cancelOrderRoute } from './cancel-order';
import { refundOrderRoute } from './refund-order';

/** The back office's money routes on an order: refunds and cancellation (/admin/orders/{id}/refunds, /cancel). */
export const staffRefundRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(refundOrderRoute(deps));
    await app.register(cancelOrderRoute(deps));
  };
