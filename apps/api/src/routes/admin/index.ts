import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { analyticsEventsRoute } from './analytics-events';
import { clearCacheRoute } from './clear-cache';

/** Operator routes; none exists unless OPERATOR_SECRET is set (a request then gets the ordinary 404). */
export const adminRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { operatorSecret } = deps;
    if (operatorSecret === undefined) return;
    await app.register(clearCacheRoute({ ...deps, operatorSecret }));
    await app.register(analyticsEventsRoute({ ...deps, operatorSecret }));
  };
