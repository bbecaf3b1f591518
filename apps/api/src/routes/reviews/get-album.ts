import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { albumSchema, REVIEWS_MAX_PAGE, REVIEWS_MAX_PER_PAGE, safeId } from '@store/core';
import type { Deps } from '../../context';
import { getAlbum } from '../../use-cases/reviews/get-album';
import { sendResult } from '../../plugins/reply';
import { errorEnvelope, okEnvelope } from '../schemas';

const query = z.object({
  page: z.coerce.number().int().min(1).max(REVIEWS_MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(REVIEWS_MAX_PER_PAGE).default(REVIEWS_MAX_PER_PAGE),
});

/** GET /reviews/albums/{name}?page=1&per_page=100: albums by name (the video testimonials). */
export const getAlbumRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/reviews/albums/:name',
      {
        schema: {
          tags: ['reviews'],
          params: z.object({ name: safeId(100) }),
          querystring: query,
          response: { 200: okEnvelope(albumSchema), 400: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request, reply) => {
        const input = { name: request.params.name, page: request.query.page, perPage: request.query.per_page };
        return sendResult(reply, await getAlbum(request.ctx, input, deps));
      },
    );
  };
