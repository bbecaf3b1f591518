import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { getSearchRoute } from './get-search';

/** Registers the site search route (issue 12). */
export const searchRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(getSearchRoute(deps));
  };
