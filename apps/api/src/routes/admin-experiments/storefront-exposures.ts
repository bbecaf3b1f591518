import { z } from 'zod';
import { safeText } from '@store/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { recordExposures } from '../../use-cases/experiments/record-exposures';
import { operatorOnly } from '../admin/operator-secret';
import { errorEnvelope, okEnvelope } from '../schemas';

export const EXPOSURES_PATH = '/experiments/exposures';

const name = safeText({ min: 1, max: 64 }).regex(/^[a-z0-9-]+$/);
const exposureBatchSchema = z
  .object({
    exposures: z
      .array(z.object({ brand: name, experiment: name, variant: name, count: z.number().int().min(1).max(1_000_000) }).strict())
      .max(500),
  })
  .strict();

/**
 * POST /experiments/exposures (internal: the storefront servers, with the operator secret in x-operator-secret): a
 * batch of exposure counts. Without the right secret it is the 404 of a path that does not exist, so nobody outside
 * can inflate the counts.
 */
export const storefrontExposuresRoute =
  (deps: Deps & { operatorSecret: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      EXPOSURES_PATH,
      {
        preValidation: operatorOnly(deps.operatorSecret, 'POST', EXPOSURES_PATH),
        schema: {
          tags: ['experiments'],
          hide: true,
          body: exposureBatchSchema,
          response: { 200: okEnvelope(z.object({ counted: z.number().int() })), 400: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request) => ({ status: 'ok' as const, result: { counted: await recordExposures(deps.db, request.body.exposures) } }),
    );
  };
