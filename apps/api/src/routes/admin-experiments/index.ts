import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';

/** Experiments' splits and exposures (/admin/experiments). */
export const adminExperimentRoutes =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async () => {};
