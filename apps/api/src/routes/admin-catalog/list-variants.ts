import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { variantListSchema } from '@store/core/catalog-admin/wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { listVariants } from '../../use-cases/catalog-admin/price-sheet';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { brandField } from './catalog-edit-schemas';

/** GET /admin/catalog/variants?brand (catalog.read): one row per sellable variant, for the bulk table. */
export const listVariantsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/catalog/variants',
      {
        preValidation: staffGuard(deps, 'catalog.read'),
        schema: {
          tags: ['staff'],
          querystring: z.strictObject({ brand: brandField }),
          response: { 200: okEnvelope(variantListSchema), ...staffErrors },
        },
      },
      async (request, reply) =>
        sendResult(reply, await listVariants(deps.db, signedInStaff(request).brands, request.query.brand)),
    );
  };
