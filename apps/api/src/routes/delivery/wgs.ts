import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { getWgsPrices } from '../../use-cases/delivery/get-wgs-prices';
import { errorEnvelope, okEnvelope } from '../schemas';

const wgsResult = z.object({
  wgsAvailable: z.boolean(),
  basePrice: z.number().int(),
  discountedPrice: z.number().int(),
  message: safeText({ max: 200 }).nullable(),
  fees: z.object({
    firstItem: z.number().int(),
    extraItem: z.number().int(),
    removalFeeStates: z.array(z.object({ state: safeText({ max: 4 }), feePerMattress: z.number().int() })),
    unavailableStates: z.array(safeText({ max: 4 })),
  }),
});

/** GET /orders/wgs?dd&state: white-glove prices of the session cart and the state's availability. */
export const wgsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/orders/wgs',
      {
        schema: {
          tags: ['delivery'],
          querystring: z.object({
            dd: safeText({ max: 100 }).optional().describe('Device id; not used for pricing'),
            state: safeText({ max: 40 }).optional(),
          }),
          response: { 200: okEnvelope(wgsResult), 400: errorEnvelope },
        },
      },
      async (request, reply) => {
        const state = request.query.state?.trim() ? request.query.state : null;
        return sendResult(reply, await getWgsPrices(request.ctx, { sessionHash: sessionOf(request, reply).hash, state }, deps));
      },
    );
  };
