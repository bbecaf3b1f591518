import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { patchVariantsBodySchema, savedProductsSchema } from '@store/core/catalog-admin/wire';
import type { Deps } from '../../context';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { patchVariants } from '../../use-cases/catalog-admin/patch-variants';
import { okEnvelope } from '../schemas';
import { BULK_BODY_LIMIT_BYTES, catalogEditErrors, sendEdit } from './catalog-edit-schemas';

/** PATCH /admin/catalog/variants (catalog.edit) {brand, changes}: many variants' prices and availability as one change. */
export const patchVariantsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      '/admin/catalog/variants',
      {
        preValidation: staffGuard(deps, 'catalog.edit'),
        bodyLimit: BULK_BODY_LIMIT_BYTES,
        schema: {
          tags: ['staff'],
          body: patchVariantsBodySchema,
          response: { 200: okEnvelope(savedProductsSchema), ...catalogEditErrors },
        },
      },
      async (request, reply) => {
        const staff = { actor: actorOf(request), brands: signedInStaff(request).brands };
        return sendEdit(reply, await patchVariants(deps, staff, request.body, request.log));
      },
    );
  };
