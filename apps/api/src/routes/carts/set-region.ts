import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { setRegion } from '../../use-cases/carts/set-region';
import { cartResponses } from './schemas';

const regionSchema = z.strictObject({
  country: safeText({ min: 2, max: 2 }),
  state: safeText({ min: 1, max: 40 }),
  zip: safeText({ max: 10 }).optional(),
});

/** PUT /carts/my/region/new {shippingRegion, billingProvider}: the cart's shipping region (412 for a ZIP outside the state or a blocked region). */
export const setRegionRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/carts/my/region/new',
      {
        schema: {
          tags: ['carts'],
          body: z.strictObject({ shippingRegion: regionSchema, billingProvider: safeText({ max: 40 }).optional() }),
          response: cartResponses,
        },
      },
      async (request, reply) => {
        const { shippingRegion: r, billingProvider } = request.body;
        const input = {
          sessionHash: sessionOf(request, reply).hash,
          country: r.country,
          state: r.state,
          zip: r.zip ?? null,
          city: null,
          billingProvider: billingProvider ?? null,
        };
        return sendResult(reply, await setRegion(request.ctx, input, deps));
      },
    );
  };
