import { z } from 'zod';
import { messagingSubscriptionSchema } from '@store/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { subscribeToMessaging } from '../../use-cases/messaging/subscribe';
import { errorEnvelope, okEnvelope } from '../schemas';

/** POST /messaging/subscriptions: the storefront's internal /api/attentive hand-off (body). */
export const subscribeRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/messaging/subscriptions',
      {
        schema: {
          tags: ['messaging'],
          body: messagingSubscriptionSchema,
          response: {
            200: okEnvelope(z.object({ subscribed: z.literal(true) })),
            400: errorEnvelope,
            404: errorEnvelope,
            429: errorEnvelope,
          },
        },
      },
      async (request, reply) =>
        sendResult(
          reply,
          await subscribeToMessaging(request.ctx, { ...request.body, accountUserId: request.account?.userId ?? null }, deps),
        ),
    );
  };
