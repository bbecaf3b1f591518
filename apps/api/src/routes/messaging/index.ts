import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { subscribeRoute } from './subscribe';

/** Registers the messaging hand-off (internal: reached through the storefront's /api/attentive). */
export const messagingRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(subscribeRoute(deps));
  };
