import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { getDashboardRoute } from './get-dashboard';
import { storefrontFunnelCountsRoute } from './storefront-funnel-counts';

/**
 * The dashboard: orders, revenue, refunds and the funnel by day (/admin/dashboard), and the storefront servers'
 * internal call that adds the funnel's browser steps (only with OPERATOR_SECRET set).
 */
export const adminDashboardRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(getDashboardRoute(deps));
    const { operatorSecret } = deps;
    if (operatorSecret !== undefined) await app.register(storefrontFunnelCountsRoute({ ...deps, operatorSecret }));
  };
