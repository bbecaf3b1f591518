import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { getRecommendationsRoute } from './get-recommendations';

/** Registers the recommendation routes. */
export const recommendationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(getRecommendationsRoute(deps));
  };
