import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderReviewsSchema } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { orderReaderOf } from '../orders/order-reader';
import { orderIdParam } from '../orders/schemas';
import { orderReviews } from '../../use-cases/reviews/order-reviews';
import { errorEnvelope, okEnvelope } from '../schemas';

/** GET /reviews/orders/{id}: the products of the shopper's order already reviewed, with their status (404 for others). */
export const orderReviewsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/reviews/orders/:id',
      {
        schema: {
          tags: ['reviews'],
          params: orderIdParam,
          response: { 200: okEnvelope(orderReviewsSchema), 400: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request, reply) => {
        const input = { reader: orderReaderOf(request, reply), orderId: request.params.id };
        return sendResult(reply, await orderReviews(request.ctx, input, deps));
      },
    );
  };
