import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { upsellListSchema } from '@store/core/catalog-admin/upsell-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { listBrandUpsells } from '../../use-cases/catalog-admin/commit-upsell-edit';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { brandField } from './catalog-edit-schemas';

/** GET /admin/catalog/upsells?brand= (catalog.read): the brand's upsell offers and gifts, each with its version. */
export const listUpsellsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/catalog/upsells',
      {
        preValidation: staffGuard(deps, 'catalog.read'),
        schema: {
          tags: ['staff'],
          querystring: z.strictObject({ brand: brandField }),
          response: { 200: okEnvelope(upsellListSchema), ...staffErrors },
        },
      },
      async (request, reply) =>
        sendResult(reply, await listBrandUpsells(deps.db, signedInStaff(request).brands, request.query.brand)),
    );
  };
