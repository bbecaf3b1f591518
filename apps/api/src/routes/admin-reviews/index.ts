import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { approveReviewRoute } from './approve-review';
import { listReviewsRoute } from './list-reviews';
import { rejectReviewRoute } from './reject-review';
import { replyToReviewRoutes } from './reply-to-review';

/** The review moderation queue and replies (/admin/reviews). */
export const adminReviewRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(listReviewsRoute(deps));
    await app.register(approveReviewRoute(deps));
    await app.register(rejectReviewRoute(deps));
    await app.register(replyToReviewRoutes(deps));
  };
