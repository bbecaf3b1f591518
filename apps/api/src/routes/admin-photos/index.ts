import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';

/** Product photos: upload, alt text, order and colour (/admin/catalog/.../photos). */
export const adminPhotoRoutes =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async () => {};
