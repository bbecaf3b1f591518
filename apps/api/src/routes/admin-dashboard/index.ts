import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';

/** The dashboard: orders, revenue, refunds and the funnel by day (/admin/dashboard). */
export const adminDashboardRoutes =
  (_deps: Deps): FastifyPluginAsyncZod =>
  async () => {};
