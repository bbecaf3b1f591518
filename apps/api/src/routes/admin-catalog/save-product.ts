import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveProductBodySchema, savedProductsSchema } from '@store/core/catalog-admin/wire';
import type { Deps } from '../../context';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { saveProduct } from '../../use-cases/catalog-admin/save-product';
import { okEnvelope } from '../schemas';
import { catalogEditErrors, productParams, sendEdit } from './catalog-edit-schemas';

/**
 * PUT /admin/catalog/products/:brand/:id (catalog.edit) {version, product}: saves the whole document, checked as the
 * catalogue file checks a product; a stale version is a 409, problems a 400 listing each at its path.
 */
export const saveCatalogProductRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/admin/catalog/products/:brand/:id',
      {
        preValidation: staffGuard(deps, 'catalog.edit'),
        schema: {
          tags: ['staff'],
          params: productParams,
          body: saveProductBodySchema,
          response: { 200: okEnvelope(savedProductsSchema), ...catalogEditErrors },
        },
      },
      async (request, reply) => {
        const staff = { actor: actorOf(request), brands: signedInStaff(request).brands };
        return sendEdit(reply, await saveProduct(deps, staff, request.params, request.body, request.log));
      },
    );
  };
