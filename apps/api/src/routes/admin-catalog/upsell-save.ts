import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveUpsellBodySchema, savedUpsellSchema } from '@store/core/catalog-admin/upsell-wire';
import type { Deps } from '../../context';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { saveUpsell } from '../../use-cases/catalog-admin/commit-upsell-edit';
import { okEnvelope } from '../schemas';
import { sendUpsellEdit, upsellEditErrors, upsellParams } from './upsell-schemas';

/** PUT /admin/catalog/upsells/:brand/:name (catalog.edit) {version, offer}: saves the whole offer; stale is a 409. */
export const saveUpsellRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/admin/catalog/upsells/:brand/:name',
      {
        preValidation: staffGuard(deps, 'catalog.edit'),
        schema: {
          tags: ['staff'],
          params: upsellParams,
          body: saveUpsellBodySchema,
          response: { 200: okEnvelope(savedUpsellSchema), ...upsellEditErrors },
        },
      },
      async (request, reply) => {
        const staff = { actor: actorOf(request), brands: signedInStaff(request).brands };
        return sendUpsellEdit(reply, await saveUpsell(deps, staff, request.params, request.body, request.log));
      },
    );
  };
