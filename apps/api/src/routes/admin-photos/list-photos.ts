import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPhotoListSchema } from '@store/core/back-office/photo-admin-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { listPhotos } from '../../use-cases/photos/list-photos';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { productParams } from './schemas';

/** GET /admin/catalog/products/:brand/:id/photos (catalog.read): a product's photos in order, and its colours. */
export const listPhotosRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/catalog/products/:brand/:id/photos',
      {
        preValidation: staffGuard(deps, 'catalog.read'),
        schema: {
          tags: ['staff'],
          params: productParams,
          response: { 200: okEnvelope(adminPhotoListSchema), ...staffErrors },
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await listPhotos(deps.db, signedInStaff(request), { brand: request.params.brand, productId: request.params.id }),
        ),
    );
  };
