import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewQueueQuerySchema, reviewQueueSchema } from '@store/core/reviews/moderation-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { listReviewQueuePage } from '../../use-cases/admin-reviews/list-review-queue';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';

/** GET /admin/reviews (reviews.moderate): the held, published or rejected reviews of the member's brands, 20 a page. */
export const listReviewsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/reviews',
      {
        preValidation: staffGuard(deps, 'reviews.moderate'),
        schema: {
          tags: ['staff'],
          querystring: reviewQueueQuerySchema,
          response: { 200: okEnvelope(reviewQueueSchema), ...staffErrors },
        },
      },
      async (request, reply) => sendResult(reply, await listReviewQueuePage(deps.db, signedInStaff(request), request.query)),
    );
  };
