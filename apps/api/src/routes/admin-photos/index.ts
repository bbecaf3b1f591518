import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { listPhotosRoute } from './list-photos';
import { uploadPhotoRoute } from './upload-photo';
import { editPhotoRoute } from './edit-photo';
import { reorderPhotosRoute } from './reorder-photos';
import { deletePhotoRoute } from './delete-photo';
import { servePhotoRoute } from './serve-photo';

/** Product photos: upload, alt text, order and colour (/admin/catalog/.../photos), and their variants (/media/photos/). */
export const adminPhotoRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(listPhotosRoute(deps));
    await app.register(uploadPhotoRoute(deps));
    await app.register(editPhotoRoute(deps));
    await app.register(reorderPhotosRoute(deps));
    await app.register(deletePhotoRoute(deps));
    await app.register(servePhotoRoute(deps));
  };
