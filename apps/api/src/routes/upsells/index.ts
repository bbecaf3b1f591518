import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { findUpsellsRoute } from './find-upsells';

/** Registers the upsell catalogue routes. */
export const upsellRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(findUpsellsRoute(deps));
  };
