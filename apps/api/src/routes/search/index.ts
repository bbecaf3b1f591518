import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { getSearchRoute } from './get-search';
import { getSuggestionsRoute } from './get-suggestions';

/** Registers site search and its suggestions as the shopper types. */
export const searchRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(getSearchRoute(deps));
    await app.register(getSuggestionsRoute(deps));
  };
