import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { experimentSettingsWireSchema } from '@store/core/experiments/settings';
import type { Deps } from '../../context';
import { storefrontExperimentSettings } from '../../use-cases/experiments/storefront-settings';
import { okEnvelope } from '../schemas';

/**
 * GET /experiments/settings (public, read by the storefront servers, not the browser): every brand's saved on/off and
 * split. Nothing in it is secret (the variants ship in the storefront's code); each storefront process reads it every
 * couple of seconds, one small query of a table of at most a few dozen rows.
 */
export const storefrontSettingsRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/experiments/settings',
      { schema: { tags: ['experiments'], response: { 200: okEnvelope(experimentSettingsWireSchema) } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const, result: await storefrontExperimentSettings(deps.db) };
      },
    );
  };
