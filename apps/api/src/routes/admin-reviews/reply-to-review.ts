import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { removeReplyQuerySchema, replyReviewSchema } from '@store/core/reviews/moderation-wire';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { staffGuard } from '../../staff/staff-guard';
import { removeReviewReply } from '../../use-cases/admin-reviews/remove-review-reply';
import { replyToReview } from '../../use-cases/admin-reviews/reply-to-review';
import { staffContextOf } from '../../use-cases/refunds/staff-context';
import { answerReviewChange } from './answer-change';
import { reviewChangeResponses, reviewIdParam } from './schemas';

/**
 * PUT /admin/reviews/{id}/reply (reviews.moderate): the brand's public reply to a published review, written or edited;
 * DELETE takes it off (the version read in the query, as a DELETE has no body).
 */
export const replyToReviewRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'PUT /admin/reviews/{id}/reply', staffKeyOwner);
    app.put(
      '/admin/reviews/:id/reply',
      {
        preValidation: staffGuard(deps, 'reviews.moderate'),
        preHandler: [idem.preHandler],
        onSend: idem.onSend,
        schema: { tags: ['staff'], params: reviewIdParam, body: replyReviewSchema, response: reviewChangeResponses },
      },
      async (request, reply) => {
        const input = { id: request.params.id, ...request.body };
        return answerReviewChange(deps, request, reply, await replyToReview(deps, staffContextOf(request), input));
      },
    );
    app.delete(
      '/admin/reviews/:id/reply',
      {
        preValidation: staffGuard(deps, 'reviews.moderate'),
        schema: { tags: ['staff'], params: reviewIdParam, querystring: removeReplyQuerySchema, response: reviewChangeResponses },
      },
      async (request, reply) => {
        const input = { id: request.params.id, version: request.query.version };
        return answerReviewChange(deps, request, reply, await removeReviewReply(deps, staffContextOf(request), input));
      },
    );
  };
