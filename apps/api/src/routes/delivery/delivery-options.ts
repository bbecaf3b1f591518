import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SAME_DAY_REASONS, safeId, safeText } from '@store/core';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { chooseDeliveryOption } from '../../use-cases/delivery/choose-delivery-option';
import { getDeliveryOptions } from '../../use-cases/delivery/get-delivery-options';
import { cartResponses } from '../carts/schemas';
import { errorEnvelope, okEnvelope } from '../schemas';

const option = z.object({
  name: safeText({ max: 60 }),
  title: safeText({ max: 200 }),
  description: safeText({ max: 400 }),
  details: safeText({ max: 400 }),
  pricing: z.object({ price: z.object({ amount: z.number().int() }), label: safeText({ max: 60 }) }),
  isDefault: z.boolean(),
});
const sddInfo = z.object({
  available: z.boolean(),
  reason: z.enum(SAME_DAY_REASONS).nullable(),
  message: safeText({ max: 400 }).nullable(),
  zone: safeText({ max: 100 }).nullable(),
  cutoff: safeText({ max: 200 }).nullable(),
  fee: z.number().int().nullable(),
  estimate: safeText({ max: 40 }).nullable(),
});
const view = z.object({
  options: z.array(option),
  selected: z.object({ name: safeText({ max: 60 }), withMattressRemoval: z.boolean() }),
  sddInfo,
});

/**
 * GET /carts/my/delivery-options and PUT /carts/my/delivery-option (delivery option, checkout deliveryOption
 * and sddInfo: same-day delivery for the cart's shipping ZIP).
 */
export const deliveryOptionRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/carts/my/delivery-options',
      { schema: { tags: ['delivery'], response: { 200: okEnvelope(view), 400: errorEnvelope } } },
      async (request, reply) =>
        sendResult(reply, await getDeliveryOptions(request.ctx, { sessionHash: sessionOf(request, reply).hash }, deps)),
    );
    app.put(
      '/carts/my/delivery-option',
      {
        schema: {
          tags: ['delivery'],
          body: z.strictObject({ name: safeId(60), withMattressRemoval: z.boolean().default(false) }),
          response: cartResponses,
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await chooseDeliveryOption(request.ctx, { sessionHash: sessionOf(request, reply).hash, ...request.body }, deps),
        ),
    );
  };
