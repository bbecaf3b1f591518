import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { getDashboardRoute } from './get-dashboard';

/** The dashboard: orders, revenue, refunds and the funnel by day (/admin/dashboard). */
export const adminDashboardRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(getDashboardRoute(deps));
  };
