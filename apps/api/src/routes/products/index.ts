import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { getProductRoute } from './get-product';
import { listProductsRoute } from './list-products';

/** Registers the product lookup routes. */
export const productRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(getProductRoute(deps));
    await app.register(listProductsRoute(deps));
  };
