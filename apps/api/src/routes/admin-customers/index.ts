import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { getCustomerRoute } from './get-customer';
import { listCustomersRoute } from './list-customers';

/** The staff application's customer routes (/admin/customers): the list and one customer, read only. */
export const adminCustomerRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const route of [listCustomersRoute, getCustomerRoute]) await app.register(route(deps));
  };
