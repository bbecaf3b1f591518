import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPhotoSchema, photoEditSchema } from '@store/core/back-office/photo-admin-wire';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { sendError } from '../../plugins/reply';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { announceCatalogChange } from '../../use-cases/catalog/announce-catalog-change';
import { editPhoto } from '../../use-cases/photos/edit-photo';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { photoParams, photoTarget } from './schemas';

/** PATCH /admin/catalog/products/:brand/:id/photos/:photoId {alt, color, version} (catalog.edit). */
export const editPhotoRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'PATCH /admin/catalog/products/{brand}/{id}/photos/{photoId}', staffKeyOwner);
    app.patch(
      '/admin/catalog/products/:brand/:id/photos/:photoId',
      {
        preValidation: staffGuard(deps, 'catalog.edit'),
        preHandler: idem.preHandler,
        onSend: idem.onSend,
        schema: {
          tags: ['staff'],
          params: photoParams,
          body: photoEditSchema,
          response: { 200: okEnvelope(adminPhotoSchema), ...staffErrors },
        },
      },
      async (request, reply) => {
        const staff = { actor: actorOf(request), brands: signedInStaff(request).brands };
        const result = await editPhoto(deps.db, staff, { ...photoTarget(request.params), ...request.body });
        if (!result.ok) return sendError(reply, result.error);
        if (result.value.changed) await announceCatalogChange(deps, result.value.brand, { log: request.log });
        return reply.send({ status: 'ok' as const, result: result.value.photo });
      },
    );
  };
