import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeId, safeText } from '@store/core';
import type { Deps } from '../../context';
import { sendError } from '../../plugins/reply';

const params = z.object({ provider: safeId(40) });
const query = z.object({ bt_challenge: safeText({ max: 64 }).optional() });

/**
 * GET /payments/webhooks/{gateway}?bt_challenge=...: a gateway checking that the endpoint is the store's before it sends
 * there (Braintree's destination check) gets, as text, the answer its SDK computes with the gateway's keys; 404 for a
 * segment whose gateway asks no challenge, 400 for a missing or malformed challenge.
 */
export const paymentWebhookChallengeRoute =
  (deps: Pick<Deps, 'webhookVerifiers'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/payments/webhooks/:provider',
      { schema: { tags: ['payments'], params, querystring: query } },
      async (request, reply) => {
        const { provider } = request.params;
        const verifiers = deps.webhookVerifiers ?? {};
        const verifier = Object.hasOwn(verifiers, provider) ? verifiers[provider] : undefined;
        if (!verifier?.challenge)
          return sendError(reply, { code: 'NOT_FOUND', message: `No route for GET /payments/webhooks/${provider}` });
        const { bt_challenge: challenge } = request.query;
        const answer = challenge === undefined ? null : verifier.challenge(challenge);
        if (answer === null)
          return sendError(reply, { code: 'BAD_REQUEST', message: 'Expected bt_challenge: 20 to 32 hex characters' });
        return reply.type('text/plain; charset=utf-8').send(answer);
      },
    );
  };
