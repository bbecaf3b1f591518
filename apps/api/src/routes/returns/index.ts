import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { requestReturnRoute } from './request-return';

/** The shopper's side of trial returns (the staff side is routes/admin-returns). */
export const returnRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(requestReturnRoute(deps));
  };
