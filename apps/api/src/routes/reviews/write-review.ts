import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeReviewRequestSchema, writtenReviewSchema } from '@store/core';
import type { Deps } from '../../context';
import { idempotentRoute } from '../../idempotency/idempotent-route';
import { sendResult } from '../../plugins/reply';
import { revalidateReviewPages } from '../../use-cases/reviews/revalidate-review-pages';
import { writeReview } from '../../use-cases/reviews/write-review';
import { orderReaderOf } from '../orders/order-reader';
import { errorEnvelope, okEnvelope } from '../schemas';

/** POST /reviews: a shopper writes a review of a product of their paid order (201); honours Idempotency-Key. */
export const writeReviewRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/reviews',
      {
        schema: {
          tags: ['reviews'],
          body: writeReviewRequestSchema,
          response: {
            201: okEnvelope(writtenReviewSchema),
            400: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
            422: errorEnvelope,
          },
        },
        ...idempotentRoute(deps, 'POST /reviews'),
      },
      async (request, reply) => {
        const result = await writeReview(request.ctx, { reader: orderReaderOf(request, reply), review: request.body }, deps);
        if (result.ok) {
          reply.code(201);
          const { review, status } = result.value;
          const change = { kind: 'written', domainKey: review.domainKey, status } as const;
          await revalidateReviewPages(deps, request.ctx.brand, change, { log: request.log });
        }
        return sendResult(reply, result);
      },
    );
  };
