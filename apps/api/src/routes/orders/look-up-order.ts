import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderLookupWireSchema, safeText } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { lookUpOrder } from '../../use-cases/orders/look-up-order';
import { emailField } from '../accounts/schemas';
import { errorEnvelope, okEnvelope } from '../schemas';

const lookupBody = z.strictObject({
  email: emailField,
  zip: safeText({ max: 12 }).refine((v) => v.trim() !== '', 'Please enter your ZIP code'),
  shortId: safeText({ max: 20 }).regex(
    /^\s*#?[A-Za-z0-9 -]{4,16}\s*$/,
    'Please enter the order number from your confirmation email',
  ),
});

/**
 * POST /orders/lookup {email, zip, shortId}: a guest finds an order; on a match this session may read it for
 * 24 h and the answer is its id. Rate-limited per email and per client address.
 */
export const lookUpOrderRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/orders/lookup',
      {
        schema: {
          tags: ['orders'],
          body: lookupBody,
          response: { 200: okEnvelope(orderLookupWireSchema), 400: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope },
        },
      },
      async (request, reply) =>
        sendResult(reply, await lookUpOrder(request.ctx, { sessionHash: sessionOf(request, reply).hash, ...request.body }, deps)),
    );
  };
