import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogProductListSchema } from '@store/core/catalog-admin/wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { listCatalogProducts } from '../../use-cases/catalog-admin/list-products';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { productListQuery } from './catalog-edit-schemas';

/** GET /admin/catalog/products?brand&group&q (catalog.read): the products of the member's brands. */
export const listCatalogProductsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/catalog/products',
      {
        preValidation: staffGuard(deps, 'catalog.read'),
        schema: {
          tags: ['staff'],
          querystring: productListQuery,
          response: { 200: okEnvelope(catalogProductListSchema), ...staffErrors },
        },
      },
      async (request, reply) =>
        sendResult(reply, await listCatalogProducts(deps.db, signedInStaff(request).brands, request.query)),
    );
  };
