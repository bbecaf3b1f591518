import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPhotoSchema, photoOrderSchema } from '@store/core/back-office/photo-admin-wire';
import type { Deps } from '../../context';
import { sendError } from '../../plugins/reply';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { announceCatalogChange } from '../../use-cases/catalog/announce-catalog-change';
import { reorderPhotos } from '../../use-cases/photos/reorder-photos';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { productParams } from './schemas';

/** PUT /admin/catalog/products/:brand/:id/photos/order {ids} (catalog.edit): every photo id, in the new order. */
export const reorderPhotosRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/admin/catalog/products/:brand/:id/photos/order',
      {
        preValidation: staffGuard(deps, 'catalog.edit'),
        schema: {
          tags: ['staff'],
          params: productParams,
          body: photoOrderSchema,
          response: { 200: okEnvelope(z.array(adminPhotoSchema)), ...staffErrors },
        },
      },
      async (request, reply) => {
        const staff = { actor: actorOf(request), brands: signedInStaff(request).brands };
        const result = await reorderPhotos(deps.db, staff, {
          brand: request.params.brand,
          productId: request.params.id,
          ids: request.body.ids,
        });
        if (!result.ok) return sendError(reply, result.error);
        if (result.value.changed) await announceCatalogChange(deps, result.value.brand, { log: request.log });
        return reply.send({ status: 'ok' as const, result: result.value.photos });
      },
    );
  };
