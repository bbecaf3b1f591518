import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { setRegion } from '../../use-cases/carts/set-region';
import { cartResponses } from './schemas';

/**
 * Region validation "with billing and shipping country and state, shipping zip, city, line1, line2 and
 * exemptionType 'other'": the shipping fields are the region object's own (country, state, zip, city, line1, line2),
 * billing ones are prefixed. Only the shipping address prices the cart (tax, fees, delivery); billing is taken for the
 * call's contract. No tax exemption is offered, so exemptionType can only be 'other'.
 */
const regionObject = z.strictObject({
  country: safeText({ min: 2, max: 2 }),
  state: safeText({ min: 1, max: 40 }),
  zip: safeText({ max: 10 }).optional(),
  city: safeText({ max: 50 }).optional(),
  line1: safeText({ max: 100 }).optional(),
  line2: safeText({ max: 50 }).optional(),
  billingCountry: safeText({ max: 2 }).optional(),
  billingState: safeText({ max: 40 }).optional(),
  exemptionType: z.literal('other').optional(),
});

/** PUT /carts/region {region}: validates the shipping address like POST /addresses/validate (412s) and sets the cart's region. */
export const setCartRegionRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/carts/region',
      { schema: { tags: ['carts'], body: z.strictObject({ region: regionObject }), response: cartResponses } },
      async (request, reply) => {
        const { region: r } = request.body;
        const input = {
          sessionHash: sessionOf(request, reply).hash,
          country: r.country,
          state: r.state,
          zip: r.zip ?? null,
          city: r.city?.trim() ? r.city : null,
          billingProvider: null,
        };
        return sendResult(reply, await setRegion(request.ctx, input, deps));
      },
    );
  };
