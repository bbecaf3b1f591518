import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { listAuditRoute } from './list-audit';

/** The staff application's audit log (/admin/audit). */
export const adminAuditRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(listAuditRoute(deps));
  };
