import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { removeUpsellQuerySchema, savedUpsellSchema } from '@store/core/catalog-admin/upsell-wire';
import type { Deps } from '../../context';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { removeUpsell } from '../../use-cases/catalog-admin/commit-upsell-edit';
import { okEnvelope } from '../schemas';
import { sendUpsellEdit, upsellEditErrors, upsellParams } from './upsell-schemas';

/** DELETE /admin/catalog/upsells/:brand/:name?version= (catalog.edit): removes the offer read at that version. */
export const removeUpsellRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.delete(
      '/admin/catalog/upsells/:brand/:name',
      {
        preValidation: staffGuard(deps, 'catalog.edit'),
        schema: {
          tags: ['staff'],
          params: upsellParams,
          querystring: removeUpsellQuerySchema,
          response: { 200: okEnvelope(savedUpsellSchema), ...upsellEditErrors },
        },
      },
      async (request, reply) => {
        const staff = { actor: actorOf(request), brands: signedInStaff(request).brands };
        return sendUpsellEdit(reply, await removeUpsell(deps, staff, request.params, request.query.version, request.log));
      },
    );
  };
