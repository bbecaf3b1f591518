import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recommendationParamsSchema, recommendationQuerySchema, recommendationResultSchema } from '@store/core';
import type { Deps } from '../../context';
import { recommendProducts } from '../../use-cases/recommendations/recommend-products';
import { sendResult } from '../../plugins/reply';
import { errorEnvelope, okEnvelope } from '../schemas';

/**
 * GET /recommendations/v3/{type}?dd=&cartSkus=&productId=&category=&limit=: a recommendation row for a recommendation
 * context (core RECOMMENDATION_CONTEXTS). `dd` is validated and not stored: the ranking is per brand and region, not per device.
 */
export const getRecommendationsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/recommendations/v3/:type',
      {
        schema: {
          tags: ['recommendations'],
          params: recommendationParamsSchema,
          querystring: recommendationQuerySchema,
          response: { 200: okEnvelope(recommendationResultSchema), 400: errorEnvelope },
        },
      },
      async (request, reply) => {
        const { cartSkus, productId, category, limit } = request.query;
        const input = { type: request.params.type, cartSkus, productId, category, limit };
        return sendResult(reply, await recommendProducts(request.ctx, input, deps));
      },
    );
  };
