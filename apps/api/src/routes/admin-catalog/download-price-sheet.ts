import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priceSheetTextSchema } from '@store/core/catalog-admin/wire';
import type { Deps } from '../../context';
import { sendError } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { priceSheet } from '../../use-cases/catalog-admin/price-sheet';
import { staffErrors } from '../staff-auth/schemas';
import { brandField } from './catalog-edit-schemas';

/** GET /admin/catalog/variants/csv?brand (catalog.read): the brand's price sheet as a CSV download. */
export const downloadPriceSheetRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/catalog/variants/csv',
      {
        preValidation: staffGuard(deps, 'catalog.read'),
        schema: {
          tags: ['staff'],
          querystring: z.strictObject({ brand: brandField }),
          response: { 200: priceSheetTextSchema, ...staffErrors },
        },
      },
      async (request, reply) => {
        const sheet = await priceSheet(deps.db, signedInStaff(request).brands, request.query.brand);
        if (!sheet.ok) return sendError(reply, sheet.error);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${request.query.brand}-prices.csv"`)
          .header('cache-control', 'no-store')
          .send(sheet.value);
      },
    );
  };
