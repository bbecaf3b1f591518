import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parsePhotoVariantPath } from '@store/core/media/photo-rules';
import type { Deps } from '../../context';
import { errorBody } from '../../plugins/reply';
import { photoVariant } from '../../media/photos/photo-variants';

export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const NOT_FOUND = 'Photo not found';

/**
 * GET /media/photos/:brand/:photoId/:hash/:file: one variant of a photo, `{width}.{avif|webp|jpg}` of the bounded set
 * (core photo-rules), made on first request and kept in the object store. The URL names the cleaned original's hash, so
 * its bytes never change: cached for a year, immutable. Anything else (another width, the original, a made-up hash) is
 * a 404. Public: photos are on the storefront's pages; the storefront's /media route passes these paths here.
 */
export const servePhotoRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/media/photos/:brand/:photoId/:hash/:file',
      {
        // No params schema: every malformed path is the same 404 (parsePhotoVariantPath), never a 400 naming the part.
        schema: { tags: ['media'] },
      },
      async (request, reply) => {
        const { brand = '', photoId = '', hash = '', file = '' } = request.params as Record<string, string | undefined>;
        const variant = parsePhotoVariantPath([brand, photoId, hash, file]);
        const notFound = () => reply.code(404).header('cache-control', 'no-store').send(errorBody('NOT_FOUND', NOT_FOUND));
        if (!variant) return notFound();
        const found = await photoVariant(deps.objectStore, variant);
        if (!found) return notFound();
        return reply
          .header('content-type', found.contentType)
          .header('cache-control', PHOTO_CACHE_CONTROL)
          .header('x-content-type-options', 'nosniff')
          .header('etag', `"${variant.hash}-${variant.width}-${variant.format}"`)
          .send(found.body);
      },
    );
  };
