import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { recordFunnelCounts } from '../../use-cases/admin-dashboard/record-funnel-counts';
import { operatorOnly } from '../admin/operator-secret';
import { errorEnvelope, okEnvelope } from '../schemas';
import { funnelCountsBody } from './schemas';

export const FUNNEL_COUNTS_PATH = '/dashboard/funnel-counts';

/**
 * POST /dashboard/funnel-counts (internal: the storefront servers, with the operator secret in x-operator-secret): a
 * batch of the funnel's browser steps counted per brand, UTC day and step, added to funnel_daily. Without the right
 * secret it is the 404 of a path that does not exist, so nobody outside can inflate the counts this way.
 */
export const storefrontFunnelCountsRoute =
  (deps: Deps & { operatorSecret: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      FUNNEL_COUNTS_PATH,
      {
        preValidation: operatorOnly(deps.operatorSecret, 'POST', FUNNEL_COUNTS_PATH),
        schema: {
          tags: ['dashboard'],
          hide: true,
          body: funnelCountsBody,
          response: { 200: okEnvelope(z.object({ counted: z.number().int() })), 400: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        result: { counted: await recordFunnelCounts(deps.db, request.body.counts, deps.now()) },
      }),
    );
  };
