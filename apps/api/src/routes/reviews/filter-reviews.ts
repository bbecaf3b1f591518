import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewFilterRequestSchema, reviewPageSchema } from '@store/core';
import type { Deps } from '../../context';
import { filterReviews } from '../../use-cases/reviews/filter-reviews';
import { sendResult } from '../../plugins/reply';
import { errorEnvelope, okEnvelope } from '../schemas';
import { viewerOf } from './viewer';

/** POST /reviews/filter: filter reviews (and the 5-star count: scores [5], per_page 100). */
export const filterReviewsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/reviews/filter',
      {
        schema: {
          tags: ['reviews'],
          body: reviewFilterRequestSchema,
          response: { 200: okEnvelope(reviewPageSchema), 400: errorEnvelope },
        },
      },
      async (request, reply) => sendResult(reply, await filterReviews(request.ctx, request.body, viewerOf(request), deps)),
    );
  };
