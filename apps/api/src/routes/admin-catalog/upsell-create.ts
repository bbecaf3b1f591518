import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUpsellBodySchema, savedUpsellSchema } from '@store/core/catalog-admin/upsell-wire';
import type { Deps } from '../../context';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { createUpsell } from '../../use-cases/catalog-admin/commit-upsell-edit';
import { okEnvelope } from '../schemas';
import { sendUpsellEdit, upsellBrandParams, upsellEditErrors } from './upsell-schemas';

/** POST /admin/catalog/upsells/:brand (catalog.edit) {offer}: adds an offer at the end of the upsells section. */
export const createUpsellRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/admin/catalog/upsells/:brand',
      {
        preValidation: staffGuard(deps, 'catalog.edit'),
        schema: {
          tags: ['staff'],
          params: upsellBrandParams,
          body: createUpsellBodySchema,
          response: { 200: okEnvelope(savedUpsellSchema), ...upsellEditErrors },
        },
      },
      async (request, reply) => {
        const staff = { actor: actorOf(request), brands: signedInStaff(request).brands };
        return sendUpsellEdit(reply, await createUpsell(deps, staff, request.params.brand, request.body.offer, request.log));
      },
    );
  };
