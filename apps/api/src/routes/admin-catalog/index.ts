import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';

/** The staff application's catalogue: products, prices, availability, the catalogue file (/admin/catalog). */
export const adminCatalogRoutes =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async () => {};
