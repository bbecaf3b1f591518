import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeId, voteDirectionSchema, voteResultSchema } from '@store/core';
import type { Deps } from '../../context';
import { revalidateReviewPages } from '../../use-cases/reviews/revalidate-review-pages';
import { voteOnReview } from '../../use-cases/reviews/vote-on-review';
import { sendResult } from '../../plugins/reply';
import { errorEnvelope, okEnvelope } from '../schemas';
import { voterOf } from './viewer';

/** POST /reviews/{reviewId}/vote {direction: 'up' | 'down' | null}: vote (as the account, else the client address). */
export const voteOnReviewRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/reviews/:reviewId/vote',
      {
        schema: {
          tags: ['reviews'],
          params: z.object({ reviewId: safeId(100) }),
          body: z.object({ direction: voteDirectionSchema.nullable() }),
          response: { 200: okEnvelope(voteResultSchema), 400: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope },
        },
      },
      async (request, reply) => {
        const input = {
          reviewId: request.params.reviewId,
          voter: voterOf(request, reply),
          direction: request.body.direction,
        };
        const result = await voteOnReview(request.ctx, input, deps);
        if (result.ok) await revalidateReviewPages(deps, request.ctx.brand, { kind: 'voted' }, { log: request.log });
        return sendResult(reply, result);
      },
    );
  };
