import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientTokenResultSchema } from '@store/core';
import type { Deps } from '../../context';
import { issueClientToken } from '../../payments/braintree/client-token';
import { sessionOf } from '../../plugins/session';
import { sendError } from '../../plugins/reply';
import { errorEnvelope, okEnvelope } from '../schemas';

/** The gateway did not answer a live client token: the shopper can retry or pay another way. */
export const BRAINTREE_UNAVAILABLE_MESSAGE =
  'PayPal is not available right now. Please try again or choose another payment method.';

/**
 * GET /braintree/tokens: a client token for PayPal and PayPal Credit (they go via braintree), bound
 * to this brand and session, valid 15 minutes (payments/braintree/client-token.ts); in live mode Braintree's own client
 * token for the brand's merchant account (its channel's, else its currency's). Never cached: each is a new nonce.
 */
export const braintreeRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/braintree/tokens',
      { schema: { tags: ['payments'], response: { 200: okEnvelope(clientTokenResultSchema), 402: errorEnvelope } } },
      async (request, reply) => {
        const scope = { brand: request.ctx.brand, sessionHash: sessionOf(request, reply).hash };
        let clientToken: string;
        if (deps.braintreeClientToken) {
          try {
            clientToken = await deps.braintreeClientToken(request.ctx.brandConfig.currency, request.ctx.brand);
          } catch (error) {
            // A gateway outage is not the shopper's fault, nor a crash: logged, answered with a message to act on.
            request.log.warn({ err: error }, 'braintree: no client token');
            return sendError(reply.header('cache-control', 'no-store'), {
              code: 'PAYMENT_FAILED',
              message: BRAINTREE_UNAVAILABLE_MESSAGE,
            });
          }
        } else clientToken = await issueClientToken(deps.db, scope, deps.now());
        return reply.header('cache-control', 'no-store').send({ status: 'ok' as const, result: { clientToken } });
      },
    );
  };
