import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { photoDeletedSchema } from '@store/core/back-office/photo-admin-wire';
import type { Deps } from '../../context';
import { sendError } from '../../plugins/reply';
import { actorOf } from '../../staff/audit';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { announceCatalogChange } from '../../use-cases/catalog/announce-catalog-change';
import { deletePhoto } from '../../use-cases/photos/delete-photo';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { photoParams, photoTarget } from './schemas';

/** DELETE /admin/catalog/products/:brand/:id/photos/:photoId (catalog.edit): the photo and its files. */
export const deletePhotoRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.delete(
      '/admin/catalog/products/:brand/:id/photos/:photoId',
      {
        preValidation: staffGuard(deps, 'catalog.edit'),
        schema: {
          tags: ['staff'],
          params: photoParams,
          response: { 200: okEnvelope(photoDeletedSchema), ...staffErrors },
        },
      },
      async (request, reply) => {
        const staff = { actor: actorOf(request), brands: signedInStaff(request).brands };
        const result = await deletePhoto(deps, staff, photoTarget(request.params), request.log);
        if (!result.ok) return sendError(reply, result.error);
        await announceCatalogChange(deps, result.value.brand, { log: request.log });
        return reply.send({ status: 'ok' as const, result: { id: result.value.id } });
      },
    );
  };
