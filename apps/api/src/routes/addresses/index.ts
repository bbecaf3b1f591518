import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { validateAddressRoute } from './validate-address';

/** Registers the address routes (address validation). */
export const addressRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(validateAddressRoute(deps));
  };
