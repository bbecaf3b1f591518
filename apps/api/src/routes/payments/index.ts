import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { payOrderRoute } from './pay-order';

/** Registers the payment call of SPEC §7 (POST /orders/{id}/payment); the orders routes live in routes/orders. */
export const paymentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(payOrderRoute(deps));
  };
