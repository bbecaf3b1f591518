import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priceCsvCheckBodySchema, priceCsvCheckSchema } from '@store/core/catalog-admin/wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { checkPriceSheet } from '../../use-cases/catalog-admin/price-sheet';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { BULK_BODY_LIMIT_BYTES } from './catalog-edit-schemas';

/**
 * POST /admin/catalog/variants/csv (catalog.edit) {brand, csv}: the dry run of an uploaded price sheet, its changes
 * line by line and its problems by line; nothing is written (Apply sends the changes to PATCH /admin/catalog/variants).
 */
export const checkPriceSheetRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/admin/catalog/variants/csv',
      {
        preValidation: staffGuard(deps, 'catalog.edit'),
        bodyLimit: BULK_BODY_LIMIT_BYTES,
        schema: {
          tags: ['staff'],
          body: priceCsvCheckBodySchema,
          response: { 200: okEnvelope(priceCsvCheckSchema), ...staffErrors },
        },
      },
      async (request, reply) =>
        sendResult(reply, await checkPriceSheet(deps.db, signedInStaff(request).brands, request.body.brand, request.body.csv)),
    );
  };
