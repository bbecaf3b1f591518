import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chargeableProvidersSchema, offeredProviders } from '@store/core/payments/billing-choices';
import type { Deps } from '../../context';
import { okEnvelope } from '../schemas';

/**
 * GET /payments/providers: the brand's enabled providers this process can charge, in registry order. In
 * sandbox mode every enabled provider; in live mode only those with a live adapter and keys (createPaymentProviders),
 * so the billing step offers nothing that Place order would refuse as 'Payment provider not found'.
 */
export const paymentProvidersRoute =
  (deps: Pick<Deps, 'payments'>): FastifyPluginAsyncZod =>
  async (app) => {
    const implemented = Object.entries(deps.payments)
      .filter(([, adapter]) => adapter !== undefined)
      .map(([name]) => name);
    app.get(
      '/payments/providers',
      { schema: { tags: ['payments'], response: { 200: okEnvelope(chargeableProvidersSchema) } } },
      async (request) => ({
        status: 'ok' as const,
        result: { providers: offeredProviders(request.ctx.brandConfig.paymentProviders, implemented) },
      }),
    );
  };
