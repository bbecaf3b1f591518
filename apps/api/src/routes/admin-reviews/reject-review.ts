import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rejectReviewSchema } from '@store/core/reviews/moderation-wire';
import type { Deps } from '../../context';
import { idempotentRoute, staffKeyOwner } from '../../idempotency/idempotent-route';
import { staffGuard } from '../../staff/staff-guard';
import { rejectReview } from '../../use-cases/admin-reviews/reject-review';
import { staffContextOf } from '../../use-cases/refunds/staff-context';
import { answerReviewChange } from './answer-change';
import { reviewChangeResponses, reviewIdParam } from './schemas';

/** POST /admin/reviews/{id}/reject (reviews.moderate): refused with a reason, which its writer is emailed once. */
export const rejectReviewRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const idem = idempotentRoute(deps, 'POST /admin/reviews/{id}/reject', staffKeyOwner);
    app.post(
      '/admin/reviews/:id/reject',
      {
        preValidation: staffGuard(deps, 'reviews.moderate'),
        preHandler: [idem.preHandler],
        onSend: idem.onSend,
        schema: { tags: ['staff'], params: reviewIdParam, body: rejectReviewSchema, response: reviewChangeResponses },
      },
      async (request, reply) => {
        const input = { id: request.params.id, ...request.body };
        return answerReviewChange(deps, request, reply, await rejectReview(deps, staffContextOf(request), input));
      },
    );
  };
