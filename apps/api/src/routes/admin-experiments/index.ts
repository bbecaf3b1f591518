import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { listExperimentsRoute } from './list-experiments';
import { storefrontExposuresRoute } from './storefront-exposures';
import { storefrontSettingsRoute } from './storefront-settings';
import { updateExperimentRoute } from './update-experiment';

/**
 * Experiments' splits and exposures (/admin/experiments, permission experiments.manage), and the storefront servers'
 * two internal calls: the settings they run by and the exposure counts they send (only with OPERATOR_SECRET set).
 */
export const adminExperimentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(listExperimentsRoute(deps));
    await app.register(updateExperimentRoute(deps));
    await app.register(storefrontSettingsRoute(deps));
    const { operatorSecret } = deps;
    if (operatorSecret !== undefined) await app.register(storefrontExposuresRoute({ ...deps, operatorSecret }));
  };
