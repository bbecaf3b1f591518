import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { listUpsellsRoute } from './upsell-list';
import { createUpsellRoute } from './upsell-create';
import { saveUpsellRoute } from './upsell-save';
import { removeUpsellRoute } from './upsell-remove';

/** The upsells section of the catalogue (offers and gifts): catalog.read to see, catalog.edit to change. */
export const upsellRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(listUpsellsRoute(deps));
    await app.register(createUpsellRoute(deps));
    await app.register(saveUpsellRoute(deps));
    await app.register(removeUpsellRoute(deps));
  };
