import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardTokenSchema, safeText } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { tokenizeCard } from '../../use-cases/sandbox/create-card-token';
import { errorEnvelope, okEnvelope } from '../schemas';

/** POST /sandbox/card/tokens: only the hosted field calls it; the one place a card number reaches. */
export const cardTokensRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sandbox/card/tokens',
      {
        schema: {
          tags: ['sandbox'],
          body: z.strictObject({
            number: safeText({ max: 30 }),
            expiry: safeText({ max: 12 }),
            cvc: safeText({ max: 8 }),
            /** The billing name and address the card is tokenized with (the storefront's billing step sends them). */
            billing: z
              .strictObject({
                name: safeText({ min: 1, max: 100 }),
                line1: safeText({ min: 1, max: 120 }),
                line2: safeText({ max: 60 }),
                city: safeText({ min: 1, max: 60 }),
                state: safeText({ min: 1, max: 40 }),
                zip: safeText({ min: 1, max: 12 }),
                country: z.enum(['US', 'CA']),
              })
              .optional(),
          }),
          response: { 200: okEnvelope(cardTokenSchema), 400: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope },
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await tokenizeCard(request.ctx, { sessionHash: sessionOf(request, reply).hash, ...request.body }, deps),
        ),
    );
  };
