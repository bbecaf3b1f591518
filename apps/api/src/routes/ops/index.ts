import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../context';
import { healthRoute } from './health';
import { readyRoute } from './ready';

/** The operators' routes: GET /health (liveness) and GET /ready (readiness); /metrics comes from plugins/metrics.ts. */
export const opsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(healthRoute);
    await app.register(readyRoute(deps));
  };
