import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { validateAddress } from '../../use-cases/addresses/validate-address';
import { errorEnvelope, okEnvelope } from '../schemas';

const validated = z.object({ valid: z.literal(true), city: safeText({ max: 200 }), state: safeText({ max: 2 }) });

/** POST /addresses/validate {country, state, zip, city, street} (address validation; 412 with the reason text). */
export const validateAddressRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/addresses/validate',
      {
        schema: {
          tags: ['addresses'],
          body: z.strictObject({
            country: safeText({ min: 2, max: 2 }),
            state: safeText({ min: 1, max: 40 }),
            zip: safeText({ min: 1, max: 10 }),
            city: safeText({ min: 1, max: 50 }),
            street: safeText({ max: 100 }),
          }),
          response: { 200: okEnvelope(validated), 400: errorEnvelope, 412: errorEnvelope, 429: errorEnvelope },
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await validateAddress(request.ctx, { sessionHash: sessionOf(request, reply).hash, ...request.body }, deps),
        ),
    );
  };
