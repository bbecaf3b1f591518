import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { webhookSecretSource } from '../../payments/webhooks/secret';
import { payOrderRoute } from './pay-order';
import { paymentWebhookRoute } from './payment-webhook';
import { paymentWebhookChallengeRoute } from './payment-webhook-challenge';
import { paymentProvidersRoute } from './payment-providers';

/**
 * Registers the payment call (POST /orders/{id}/payment), the providers' webhooks (and a gateway's check of its
 * endpoint) and the brand's chargeable providers; the orders routes live in routes/orders.
 */
export const paymentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(payOrderRoute(deps));
    await app.register(paymentProvidersRoute(deps));
    await app.register(paymentWebhookRoute({ ...deps, webhookSecret: deps.webhookSecret ?? webhookSecretSource(deps.db) }));
    await app.register(paymentWebhookChallengeRoute(deps));
  };
