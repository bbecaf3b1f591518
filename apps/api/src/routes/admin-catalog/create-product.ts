import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createProductBodySchema, savedProductsSchema } from '@store/core/catalog-admin/wire';
import type { Deps } from '../../context';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { createProduct } from '../../use-cases/catalog-admin/save-product';
import { okEnvelope } from '../schemas';
import { brandField, catalogEditErrors, sendEdit } from './catalog-edit-schemas';

/** POST /admin/catalog/products/:brand (catalog.edit) {product}: adds a product at the end of the brand's catalogue. */
export const createCatalogProductRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/admin/catalog/products/:brand',
      {
        preValidation: staffGuard(deps, 'catalog.edit'),
        schema: {
          tags: ['staff'],
          params: z.strictObject({ brand: brandField }),
          body: createProductBodySchema,
          response: { 200: okEnvelope(savedProductsSchema), ...catalogEditErrors },
        },
      },
      async (request, reply) => {
        const staff = { actor: actorOf(request), brands: signedInStaff(request).brands };
        return sendEdit(reply, await createProduct(deps, staff, request.params.brand, request.body, request.log));
      },
    );
  };
