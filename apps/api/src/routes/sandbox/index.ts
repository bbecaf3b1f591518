import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { cardFieldRoute } from './card-field';
import { cardTokensRoute } from './card-tokens';
import { threeDSecureRoute } from './three-d-secure';

/** The local payment sandbox (DESIGN §6): the card provider's hosted field, tokens and 3-D Secure page. */
export const sandboxRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const route of [cardFieldRoute, cardTokensRoute, threeDSecureRoute]) await app.register(route(deps));
  };
