import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { completeSessionRoute } from './complete-session';
import { createSessionRoutes } from './create-session';
import { getSessionRoutes } from './get-session';
import { updateSessionRoutes } from './update-session';

/** Amazon Pay wallet session calls, v1 and (behind the brand flag amazonPayV2) v2. */
export const amazonPayRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const route of [createSessionRoutes, getSessionRoutes, updateSessionRoutes, completeSessionRoute])
      await app.register(route(deps));
  };
