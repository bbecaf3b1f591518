import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';

/** The review moderation queue and replies (/admin/reviews). */
export const adminReviewRoutes =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async () => {};
