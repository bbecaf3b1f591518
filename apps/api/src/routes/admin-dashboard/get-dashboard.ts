import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@store/core/dashboard/dashboard-wire';
import type { Deps } from '../../context';
import { sendResult } from '../../plugins/reply';
import { signedInStaff, staffGuard } from '../../staff/staff-guard';
import { getDashboard } from '../../use-cases/admin-dashboard/get-dashboard';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';
import { dashboardQuery } from './schemas';

/** GET /admin/dashboard: orders, revenue, average order value and refunds by day, and the funnel, for a period. */
export const getDashboardRoute =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/dashboard',
      {
        // Before validation: a caller without a session learns nothing, not even which queries are well-formed.
        preValidation: staffGuard(deps, 'dashboard.read'),
        schema: { tags: ['staff'], querystring: dashboardQuery, response: { 200: okEnvelope(dashboardSchema), ...staffErrors } },
      },
      async (request, reply) => sendResult(reply, await getDashboard(deps.db, signedInStaff(request), request.query, deps.now())),
    );
  };
