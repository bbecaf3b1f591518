import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approveReviewSchema } from '@store/core/reviews/moderation-wire';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { staffGuard } from '../../staff/staff-guard';
import { approveReview } from '../../use-cases/admin-reviews/approve-review';
import { staffContextOf } from '../../use-cases/refunds/staff-context';
import { answerReviewChange } from './answer-change';
import { reviewChangeResponses, reviewIdParam } from './schemas';

/** POST /admin/reviews/{id}/approve (reviews.moderate): a held review is published; a replay answers as done. */
export const approveReviewRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'POST /admin/reviews/{id}/approve', staffKeyOwner);
    app.post(
      '/admin/reviews/:id/approve',
      {
        preValidation: staffGuard(deps, 'reviews.moderate'),
        preHandler: [idem.preHandler],
        onSend: idem.onSend,
        schema: { tags: ['staff'], params: reviewIdParam, body: approveReviewSchema, response: reviewChangeResponses },
      },
      async (request, reply) => {
        const input = { id: request.params.id, version: request.body.version };
        return answerReviewChange(deps, request, reply, await approveReview(deps, staffContextOf(request), input));
      },
    );
  };
