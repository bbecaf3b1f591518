import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bottomlinesSchema, REVIEWS_MAX_BOTTOMLINE_KEYS, safeId, safeText } from '@store/core';
import type { Deps } from '../../context';
import { productBottomlines } from '../../use-cases/reviews/product-bottomlines';
import { sendResult } from '../../plugins/reply';
import { errorEnvelope, okEnvelope } from '../schemas';

const domainKeys = safeText({ min: 1, max: 6100 })
  .transform((value) =>
    value
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v.length > 0),
  )
  .pipe(z.array(safeId(100)).min(1).max(REVIEWS_MAX_BOTTOMLINE_KEYS, `At most ${REVIEWS_MAX_BOTTOMLINE_KEYS} domain keys`));

/** GET /reviews/bottomlines?domain_keys=a,b,c: the listing cards' stars and counts in one call. */
export const productBottomlinesRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/reviews/bottomlines',
      {
        schema: {
          tags: ['reviews'],
          querystring: z.object({ domain_keys: domainKeys }),
          response: { 200: okEnvelope(bottomlinesSchema), 400: errorEnvelope },
        },
      },
      async (request, reply) =>
        sendResult(reply, await productBottomlines(request.ctx, { domainKeys: request.query.domain_keys }, deps)),
    );
  };
