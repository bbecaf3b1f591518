import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { sessionOf } from '../../plugins/session';
import { markAnalyticsReported } from '../../use-cases/orders/mark-analytics-reported';
import { analyticsResponses, orderIdParam } from './schemas';

/** PUT /orders/{id}/analyticsReported: marks the purchase reported once; repeating it answers the same. */
export const analyticsReportedRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/orders/:id/analyticsReported',
      { schema: { tags: ['orders'], params: orderIdParam, response: analyticsResponses } },
      async (request, reply) => {
        const input = { sessionHash: sessionOf(request, reply).hash, id: request.params.id };
        return sendResult(reply, await markAnalyticsReported(request.ctx, input, deps));
      },
    );
  };
