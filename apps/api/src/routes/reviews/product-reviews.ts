import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REVIEWS_MAX_PAGE,
  REVIEWS_MAX_PER_PAGE,
  REVIEWS_MAX_SEARCH_LENGTH,
  reviewPageSchema,
  safeId,
  safeText,
} from '@store/core';
import type { Deps } from '../../context';
import { productReviews } from '../../use-cases/reviews/product-reviews';
import { sendResult } from '../../plugins/reply';
import { errorEnvelope, okEnvelope } from '../schemas';
import { viewerOf } from './viewer';

const query = z.object({
  page: z.coerce.number().int().min(1).max(REVIEWS_MAX_PAGE).optional(),
  per_page: z.coerce.number().int().min(1).max(REVIEWS_MAX_PER_PAGE).optional(),
  query: safeText({ max: REVIEWS_MAX_SEARCH_LENGTH }).optional(),
});

/** GET /reviews/products/{domainKey}?page=&per_page=&query=: product reviews with an optional query. */
export const productReviewsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/reviews/products/:domainKey',
      {
        schema: {
          tags: ['reviews'],
          params: z.object({ domainKey: safeId(100) }),
          querystring: query,
          response: { 200: okEnvelope(reviewPageSchema), 400: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request, reply) => {
        const input = {
          domainKey: request.params.domainKey,
          page: request.query.page,
          perPage: request.query.per_page,
          query: request.query.query,
        };
        return sendResult(reply, await productReviews(request.ctx, input, viewerOf(request), deps));
      },
    );
  };
