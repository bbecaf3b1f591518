import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientTokenResultSchema } from '@store/core';
import type { Deps } from '../../context';
import { issueClientToken } from '../../payments/braintree/client-token';
import { sessionOf } from '../../plugins/session';
import { okEnvelope } from '../schemas';

/**
 * SPEC §7 GET /braintree/tokens: a client token for PayPal and PayPal Credit (they go via braintree, SPEC §3), bound
 * to this brand and session, valid 15 minutes (payments/braintree/client-token.ts); in live mode Braintree's own client
 * token for the brand's currency. Never cached: each is a new nonce.
 */
export const braintreeRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/braintree/tokens',
      { schema: { tags: ['payments'], response: { 200: okEnvelope(clientTokenResultSchema) } } },
      async (request, reply) => {
        const scope = { brand: request.ctx.brand, sessionHash: sessionOf(request, reply).hash };
        const clientToken = deps.braintreeClientToken
          ? await deps.braintreeClientToken(request.ctx.brandConfig.currency)
          : await issueClientToken(deps.db, scope, deps.now());
        return reply.header('cache-control', 'no-store').send({ status: 'ok' as const, result: { clientToken } });
      },
    );
  };
