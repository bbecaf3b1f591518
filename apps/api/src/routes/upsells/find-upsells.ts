import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText, SIZE_KEYS, UPSELL_FLAG_NAMES, upsellFlagsFrom, upsellItemSchema } from '@store/core';
import type { Deps } from '../../context';
import { findUpsells, type FindUpsellsInput } from '../../use-cases/upsells/find-upsells';
import { sendResult } from '../../plugins/reply';
import { csvList, errorEnvelope, okEnvelope } from '../schemas';

/** A comma list of experiment flag names; an unknown name is a 400. */
const flagList = safeText({ max: 500 })
  .transform((value) =>
    value
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v.length > 0),
  )
  .pipe(z.array(z.enum(UPSELL_FLAG_NAMES)));

const query = z.object({
  names: csvList.optional(),
  fallbackSkus: csvList.optional(),
  size: z.enum(SIZE_KEYS).optional(),
  flags: flagList.optional(),
});

function toInput(q: z.infer<typeof query>): FindUpsellsInput {
  return {
    ...(q.names ? { names: q.names } : {}),
    ...(q.fallbackSkus ? { fallbackSkus: q.fallbackSkus } : {}),
    ...(q.size ? { size: q.size } : {}),
    flags: upsellFlagsFrom(q.flags ?? []),
  };
}

/** GET /upsells?names=&fallbackSkus=&size=&flags=: the brand's upsell catalogue lookup; flags are shopper experiment assignments and never change a price. */
export const findUpsellsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/upsells',
      {
        schema: {
          tags: ['upsells'],
          querystring: query,
          response: { 200: okEnvelope(z.array(upsellItemSchema)), 400: errorEnvelope },
        },
      },
      async (request, reply) => sendResult(reply, await findUpsells(request.ctx, toInput(request.query), deps)),
    );
  };
