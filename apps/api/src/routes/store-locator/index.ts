import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { findShowroomsRoute } from './find-showrooms';

/** Registers the store locator: GET /store-locator. */
export const storeLocatorRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(findShowroomsRoute(deps));
  };
