import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogProductDetailSchema } from '@store/core/catalog-admin/wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { getCatalogProduct } from '../../use-cases/catalog-admin/get-product';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { productParams } from './catalog-edit-schemas';

/** GET /admin/catalog/products/:brand/:id (catalog.read): the product document, its version and the editor's data. */
export const getCatalogProductRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/catalog/products/:brand/:id',
      {
        preValidation: staffGuard(deps, 'catalog.read'),
        schema: {
          tags: ['staff'],
          params: productParams,
          response: { 200: okEnvelope(catalogProductDetailSchema), ...staffErrors },
        },
      },
      async (request, reply) =>
        sendResult(reply, await getCatalogProduct(deps.db, signedInStaff(request).brands, request.params)),
    );
  };
